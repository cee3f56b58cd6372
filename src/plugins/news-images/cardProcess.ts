/**
 * A child process of the process pool that makes sharing cards (render.ts, `planCovers`): libvips
 * draws an SVG's text under a lock its whole process shares, so a build's cards take one core per
 * process. Its argument is the cards' folder; its environment carries the font config.
 */
import {answerBatches} from '../process-pool/child';
import {renderCard, type CoverJob} from './render';

const dir = process.argv[2];
answerBatches((job: CoverJob) => renderCard(job, dir));
