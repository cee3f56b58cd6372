import {translate} from '@docusaurus/Translate';
import type {MarketGroup} from '@site/src/lib/market/schema';

/** Section titles of the prices page. */
export function groupTitle(group: MarketGroup): string {
  switch (group) {
    case 'currency':
      return translate({
        id: 'market.group.currency',
        message: 'ارزها',
        description: 'Prices page section: currencies',
      });
    case 'gold':
      return translate({
        id: 'market.group.gold',
        message: 'طلا و سکه',
        description: 'Prices page section: gold and coins',
      });
    case 'metal':
      return translate({
        id: 'market.group.metal',
        message: 'نقره و مس',
        description: 'Prices page section: silver and copper',
      });
    case 'crypto':
      return translate({
        id: 'market.group.crypto',
        message: 'رمزارزها',
        description: 'Prices page section: cryptocurrencies',
      });
  }
}
