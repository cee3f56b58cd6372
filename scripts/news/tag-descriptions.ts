/**
 * One-sentence descriptions for every tag in `tag-bank.ts` (same keys, same order), shown to
 * readers on the tag pages: what the news under each tag covers, in Persian and in English.
 */
export const TAG_DESCRIPTIONS: Record<string, {fa: string; en: string}> = {
  // currency
  'dollar': {
    fa: 'نرخ دلار در بازار آزاد و مرکز مبادله، عوامل اثرگذار بر آن و پیامدهایش برای قیمت‌ها.',
    en: 'The US dollar’s rate on the open market and at the Exchange Centre, what moves it and how it feeds into prices.',
  },
  'currency': {
    fa: 'تحولات کلی بازار ارز ایران، از نرخ‌های رسمی و آزاد تا عرضه و تقاضای اسکناس و حواله.',
    en: 'Iran’s foreign-exchange market as a whole: official and open-market rates, and supply and demand for cash and transfers.',
  },
  'euro': {
    fa: 'یورو در بازار تهران، نسبت برابری آن با دلار و اثرش بر واردات از اروپا و هزینه سفر.',
    en: 'The euro in Tehran, its cross rate against the dollar and what it means for European imports and travel costs.',
  },
  'pound': {
    fa: 'نوسان پوند انگلیس در بازار آزاد و صرافی‌ها و تقاضای آن برای تحصیل و اقامت در بریتانیا.',
    en: 'Pound sterling in Tehran’s open market and exchange shops, and demand for it to pay for study and residence in Britain.',
  },
  'dirham': {
    fa: 'درهم امارات، ارز اصلی تجارت با دبی، و نقش آن در تسویه واردات و حواله‌های تجاری.',
    en: 'The UAE dirham, the main currency of trade with Dubai, and its role in settling imports and commercial transfers.',
  },
  'lira': {
    fa: 'لیر ترکیه در بازار ایران، تورم و سیاست پولی ترکیه و اثر آن بر سفر و خرید از این کشور.',
    en: 'The Turkish lira in Iran’s market, Turkey’s inflation and monetary policy, and their effect on travel and trade.',
  },
  'yuan': {
    fa: 'یوان چین در بازار ارز ایران و سهم روزافزون آن در تسویه تجارت با بزرگ‌ترین شریک تجاری کشور.',
    en: 'The Chinese yuan in Iran’s currency market and its growing role in settling trade with the country’s largest partner.',
  },
  'iraqi-dinar': {
    fa: 'نرخ دینار عراق، مطالبات صادرکنندگان ایرانی از بغداد و تقاضای ارزی زائران اربعین.',
    en: 'The Iraqi dinar’s rate, Iranian exporters’ receivables from Baghdad and currency demand from Arbaeen pilgrims.',
  },
  'ruble': {
    fa: 'روبل روسیه در معاملات ایران و روسیه، تسویه تجاری با پول‌های ملی و نوسان‌های نرخ آن.',
    en: 'The Russian ruble in Iran–Russia dealings, trade settlement in national currencies and swings in its rate.',
  },
  'exchange-center': {
    fa: 'معاملات مرکز مبادله ارز و طلای ایران، نرخ توافقی، تخصیص ارز به واردکنندگان و عرضه صادرکنندگان.',
    en: 'Trading at Iran’s Currency and Gold Exchange Centre: the negotiated rate, allocations to importers and exporters’ supply.',
  },
  'free-market': {
    fa: 'دادوستد ارز بیرون از سامانه‌های رسمی، فاصله نرخ آزاد با نرخ توافقی و رفتار خریداران خرد.',
    en: 'Currency dealing outside official channels, the gap between open-market and negotiated rates, and small buyers’ behaviour.',
  },
  'forex-remittance': {
    fa: 'جابه‌جایی پول از راه حواله ارزی، کارمزد و زمان انتقال، و قواعد حواله‌های تجاری و شخصی.',
    en: 'Money moved by currency remittance: fees and transfer times, and the rules for commercial and personal transfers.',
  },
  'export-forex': {
    fa: 'تعهد صادرکنندگان به بازگرداندن ارز حاصل از صادرات، مهلت‌ها، مشوق‌ها و جریمه‌های آن.',
    en: 'Exporters’ obligation to bring their foreign-currency earnings home: deadlines, incentives and penalties.',
  },
  'exchange-shops': {
    fa: 'فعالیت صرافی‌های مجاز، سقف فروش ارز به مسافران، صدور مجوز و نظارت بانک مرکزی بر آن‌ها.',
    en: 'Licensed exchange shops: caps on currency sales to travellers, licensing and central bank supervision.',
  },
  'forex-policy': {
    fa: 'تصمیم‌های دولت و بانک مرکزی درباره نرخ ارز، شیوه تخصیص، ارز ترجیحی و یکسان‌سازی نرخ‌ها.',
    en: 'Government and central bank decisions on exchange rates, allocation, preferential currency and rate unification.',
  },
  'rial': {
    fa: 'ارزش پول ملی، روند کاهش قدرت خرید ریال و سیاست‌هایی که برای حفظ آن اعلام می‌شود.',
    en: 'The value of the national currency, the rial’s shrinking purchasing power and the policies announced to defend it.',
  },
  'redenomination': {
    fa: 'طرح حذف چهار صفر از ریال، مراحل تصویب آن، جایگزینی تومان و پیامدهای عملی برای مردم.',
    en: 'The plan to drop four zeros from the rial: its passage into law, the switch to the toman and practical effects.',
  },
  // gold
  'gold': {
    fa: 'بازار طلای ایران، از بهای هر گرم طلای ۱۸ عیار تا پیوند آن با دلار و انس جهانی.',
    en: 'Iran’s gold market, from the price of a gram of 18-carat gold to its link with the dollar and the world ounce.',
  },
  'coin': {
    fa: 'انواع سکه طلا در بازار تهران، از تمام‌سکه تا سکه‌های کسری، و عوامل نوسان بهای آن‌ها.',
    en: 'All of Iran’s gold coins as traded in Tehran, from full coins to fractional ones, and what makes their prices swing.',
  },
  'emami-coin': {
    fa: 'سکه تمام طرح جدید (امامی)، شاخص‌ترین دارایی طلایی بازار، قیمت روزانه و تقاضای پشت آن.',
    en: 'The new-design full coin (Emami), the market’s benchmark gold asset: its daily price and the demand behind it.',
  },
  'bahar-coin': {
    fa: 'سکه طرح قدیم بهار آزادی، فاصله قیمتش با سکه امامی و جایگاه آن نزد خریداران.',
    en: 'The old-design Bahar Azadi coin, its discount to the Emami coin and its standing among buyers.',
  },
  'half-coin': {
    fa: 'نیم‌سکه و حباب آن، گزینه‌ای میانه برای پس‌انداز و هدیه در بازار طلا.',
    en: 'The half coin and its premium, a middle-sized option for savings and gifts in the gold market.',
  },
  'quarter-coin': {
    fa: 'ربع‌سکه، پرطرفدارترین سکه کسری برای خریداران خرد، و تغییرات قیمت و حباب آن.',
    en: 'The quarter coin, the most popular fractional coin with small buyers, and changes in its price and premium.',
  },
  'gram-coin': {
    fa: 'سکه‌های گرمی ضرب بانک مرکزی و بخش خصوصی، بها و اجرت آن‌ها و مناسب‌بودنشان برای پس‌اندازهای کوچک.',
    en: 'Gram coins from the central bank and private mints: prices, making charges and how well they suit small savers.',
  },
  'melted-gold': {
    fa: 'معاملات طلای آب‌شده، نرخ هر مثقال در بازار نقدی تهران و نقش آن در تعیین بهای طلای زینتی.',
    en: 'Trading in melted gold, the price per mithqal in Tehran’s cash market and its role in pricing jewellery.',
  },
  'gold-ounce': {
    fa: 'بهای جهانی هر انس طلا و سیاست‌های فدرال رزرو و تنش‌های ژئوپلیتیکی که آن را جابه‌جا می‌کنند.',
    en: 'The world price of gold per troy ounce, and the Fed policy and geopolitical tensions that move it.',
  },
  'jewelry': {
    fa: 'بازار طلای زینتی، اجرت ساخت، مالیات بر ارزش افزوده و رونق یا رکود خرید و فروش در طلافروشی‌ها.',
    en: 'The jewellery market: making charges, value-added tax and how buying and selling are going in gold shops.',
  },
  'coin-bubble': {
    fa: 'حباب سکه، یعنی فاصله قیمت بازار با ارزش طلای آن، و نشانه‌هایی که از انتظارات بازار می‌دهد.',
    en: 'The coin premium, the gap between a coin’s market price and its gold value, and what it says about expectations.',
  },
  'gold-funds': {
    fa: 'صندوق‌های سرمایه‌گذاری مبتنی بر طلا در بورس کالا، بازدهی، جریان ورود پول و کارمزدها.',
    en: 'Gold-backed investment funds on the mercantile exchange: returns, money flowing in and out, and fees.',
  },
  'coin-certificates': {
    fa: 'گواهی سپرده سکه در بورس کالا، معاملات و تحویل فیزیکی آن و تفاوت نرخش با بازار نقدی.',
    en: 'Coin deposit certificates on the mercantile exchange: trading, physical delivery and their gap with the cash market.',
  },
  'coin-auction': {
    fa: 'حراج‌های سکه بانک مرکزی در مرکز مبادله، تعداد عرضه، قیمت‌های کشف‌شده و شرایط شرکت در آن.',
    en: 'Central bank coin auctions at the Exchange Centre: volumes offered, clearing prices and the conditions for bidding.',
  },
  'silver': {
    fa: 'نقره در بازار جهانی و داخلی، شمش و مصنوعات نقره‌ای و رشد تقاضای سرمایه‌ای برای این فلز.',
    en: 'Silver at home and abroad: bars and silverware, and growing investment demand for the metal.',
  },
  'copper': {
    fa: 'بهای مس در بورس فلزات لندن و بورس کالا، تولید کاتد در ایران و اثر آن بر سهام معدنی.',
    en: 'Copper prices on the LME and Iran’s mercantile exchange, domestic cathode output and the effect on mining shares.',
  },
  'goldsmiths': {
    fa: 'مصوبات و مواضع اتحادیه طلا و جواهر، نرخ اجرت، نظارت بر واحدهای صنفی و سامانه‌های مالیاتی.',
    en: 'Rulings and positions of the goldsmiths’ union: making-charge rates, oversight of shops and tax systems.',
  },
  // stock market
  'stock': {
    fa: 'روند کلی بورس تهران، عرضه و تقاضای سهام، تصمیم‌های نهاد ناظر و عوامل اقتصادی مؤثر بر بازار.',
    en: 'The Tehran Stock Exchange overall: supply and demand, the regulator’s decisions and economic forces acting on shares.',
  },
  'index': {
    fa: 'حرکت شاخص کل بورس تهران، رکوردها و افت‌ها و تحلیل آنچه پشت تغییرات روزانه آن است.',
    en: 'Movements of TEDPIX, the Tehran exchange’s main index: records, slides and what lies behind daily changes.',
  },
  'equal-weight-index': {
    fa: 'شاخص هم‌وزن، تصویری از وضعیت سهام کوچک‌تر بازار، و فاصله عملکرد آن با شاخص کل.',
    en: 'The equal-weight index, a picture of the market’s smaller stocks, and how its path differs from TEDPIX.',
  },
  'farabourse': {
    fa: 'معاملات فرابورس ایران، بازارهای پایه و نوآفرین، و شرکت‌هایی که در این بازار درج یا عرضه می‌شوند.',
    en: 'Trading on Iran Fara Bourse, its base and SME markets, and the companies listed or offered there.',
  },
  'ipo': {
    fa: 'عرضه‌های اولیه سهام، زمان‌بندی، سهمیه هر کد معاملاتی و بازدهی نمادهای تازه‌وارد.',
    en: 'Initial public offerings: schedules, the allocation per trading code and returns on newly listed shares.',
  },
  'etf': {
    fa: 'صندوق‌های سرمایه‌گذاری قابل معامله، از سهامی و مختلط تا اهرمی، و ورود و خروج پول از آن‌ها.',
    en: 'Exchange-traded investment funds, whether equity, mixed or leveraged, and the money flowing in and out of them.',
  },
  'fixed-income-funds': {
    fa: 'صندوق‌های درآمد ثابت، بازدهی سالانه آن‌ها در مقایسه با سود سپرده و جابه‌جایی سرمایه میان این دو.',
    en: 'Fixed-income funds, their yields compared with deposit rates and money shifting between the two.',
  },
  'petrochemicals': {
    fa: 'شرکت‌های پتروشیمی بورسی، نرخ خوراک گاز، قیمت‌های صادراتی و سودآوری این گروه پرنفوذ.',
    en: 'Listed petrochemical companies: gas feedstock pricing, export prices and the profits of this heavyweight group.',
  },
  'refineries': {
    fa: 'پالایشگاه‌های بورسی، حاشیه سود فرآورده‌ها، نرخ خوراک نفت خام و وزن آن‌ها در شاخص.',
    en: 'Listed refiners: product margins, crude feedstock pricing and their weight in the index.',
  },
  'steel': {
    fa: 'زنجیره فولاد از سنگ‌آهن تا محصول نهایی، قیمت‌ها، صادرات، محدودیت برق و گاز و سهام فولادی.',
    en: 'The steel chain from iron ore to finished products: prices, exports, power and gas cuts, and steel shares.',
  },
  'bank-stocks': {
    fa: 'سهام بانک‌های بورسی، صورت‌های مالی، زیان انباشته، افزایش سرمایه و واکنش بازار به آن‌ها.',
    en: 'Shares of listed banks: financial statements, accumulated losses, capital increases and market reactions.',
  },
  'auto-stocks': {
    fa: 'نمادهای خودروساز و قطعه‌ساز در بورس، قیمت‌گذاری دستوری، زیان‌دهی و اخبار اثرگذار بر این گروه.',
    en: 'Listed carmakers and parts makers: mandated pricing, losses and the news that moves this group.',
  },
  'trading-value': {
    fa: 'ارزش و حجم معاملات روزانه بورس، نشانه‌ای از نقدشوندگی بازار و حضور یا غیبت سرمایه‌گذاران.',
    en: 'The daily value and volume of share trading, a gauge of liquidity and of investors’ presence or absence.',
  },
  'retail-investors': {
    fa: 'رفتار سهامداران حقیقی، ورود و خروج پول خرد از بورس و نسبت خرید و فروش آنان با حقوقی‌ها.',
    en: 'Retail investors’ behaviour, small money entering or leaving the market and their trades against institutions.',
  },
  'sec': {
    fa: 'تصمیم‌ها و مقررات سازمان بورس و اوراق بهادار، از دامنه نوسان تا مجوز صندوق‌ها و نظارت بر ناشران.',
    en: 'Rules and decisions of the Securities and Exchange Organization, from price limits to fund licences and issuers.',
  },
  'commodity-exchange': {
    fa: 'عرضه و معامله کالا در بورس کالای ایران، از فلزات و پتروشیمی تا محصولات کشاورزی و گواهی‌ها.',
    en: 'Commodities offered and traded on the Iran Mercantile Exchange, from metals and petrochemicals to farm goods.',
  },
  'energy-exchange': {
    fa: 'عرضه برق، فرآورده‌های نفتی و گاز مایع در بورس انرژی و قیمت‌هایی که در این بازار کشف می‌شود.',
    en: 'Electricity, oil products and LPG sold on the energy exchange, and the prices discovered there.',
  },
  'dividends': {
    fa: 'سود نقدی مصوب مجامع شرکت‌های بورسی، زمان پرداخت آن و اثرش بر قیمت سهم پس از مجمع.',
    en: 'Cash dividends approved at listed companies’ meetings, when they are paid and how shares react afterwards.',
  },
  'stabilization-fund': {
    fa: 'مداخلات صندوق تثبیت بازار سرمایه، منابع آن و خریدهای حمایتی در روزهای افت بورس.',
    en: 'Interventions of the Capital Market Stabilization Fund, its resources and its support buying on falling days.',
  },
  'debt-securities': {
    fa: 'انتشار و معامله اوراق بدهی دولتی و شرکتی، نرخ بازده تا سررسید و نقش آن‌ها در تأمین مالی.',
    en: 'Issuance and trading of government and corporate debt, yields to maturity and their role in financing.',
  },
  'treasury-bills': {
    fa: 'حراج اسناد خزانه اسلامی، نرخ بازده آن و استفاده دولت از این اوراق برای تسویه بدهی‌ها.',
    en: 'Auctions of Islamic treasury bills, their yields and the government’s use of them to settle its debts.',
  },
  'capital-raising': {
    fa: 'افزایش سرمایه شرکت‌های بورسی از محل سود انباشته، تجدید ارزیابی یا آورده نقدی و پیامد آن برای سهامداران.',
    en: 'Listed companies raising capital from retained earnings, revaluation or cash calls, and what it means for shareholders.',
  },
  // housing
  'housing': {
    fa: 'بازار مسکن ایران، قیمت و شمار معاملات، سیاست‌های دولت و توان خرید خانوارها.',
    en: 'Iran’s housing market: prices and transaction counts, government policy and households’ ability to buy.',
  },
  'rent': {
    fa: 'اجاره‌بها و ودیعه مسکن، سقف افزایش سالانه، فصل جابه‌جایی مستأجران و حمایت‌های قانونی از آنان.',
    en: 'Rents and deposits, caps on annual increases, tenants’ moving season and the legal protections they have.',
  },
  'tehran-housing': {
    fa: 'متوسط بهای هر متر مربع آپارتمان در مناطق تهران، حجم معاملات و فاصله شمال و جنوب شهر.',
    en: 'Price per square metre across Tehran’s districts, deal volumes and the gap between the north and south of the city.',
  },
  'mortgage': {
    fa: 'وام خرید و ساخت مسکن، سقف تسهیلات، نرخ سود، اوراق حق تقدم و شرایط دریافت آن از بانک‌ها.',
    en: 'Home-purchase and construction loans: ceilings, rates, priority-right paper and the conditions banks set.',
  },
  'national-housing': {
    fa: 'طرح نهضت ملی مسکن، پیشرفت ساخت واحدها، آورده متقاضیان و تأمین زمین و تسهیلات آن.',
    en: 'The National Housing Movement scheme: progress on units, applicants’ payments and the supply of land and loans.',
  },
  'construction': {
    fa: 'وضعیت ساخت‌وساز مسکونی و تجاری، هزینه ساخت، رونق یا رکود پروژه‌ها و اشتغال این بخش.',
    en: 'Residential and commercial building activity: costs, projects booming or stalling and jobs in the sector.',
  },
  'building-permits': {
    fa: 'آمار و قواعد صدور پروانه ساختمانی در شهرداری‌ها، عوارض آن و نشانه‌هایش برای عرضه آینده مسکن.',
    en: 'Building permit figures and rules at municipalities, the fees involved and what they signal for future supply.',
  },
  'building-materials': {
    fa: 'بهای مصالح ساختمانی از میلگرد و آجر تا شیشه و کاشی و سهم آن در هزینه تمام‌شده ساختمان.',
    en: 'The cost of building materials from rebar and brick to glass and tiles, and their share of construction costs.',
  },
  'cement': {
    fa: 'تولید، عرضه و قیمت سیمان در بورس کالا، قطعی برق کارخانه‌ها و صادرات این محصول.',
    en: 'Cement output, offerings and prices on the mercantile exchange, power cuts at plants and exports.',
  },
  'land': {
    fa: 'زمین شهری و مسکونی، بها و شیوه واگذاری آن، طرح‌های تأمین زمین دولتی و سهم زمین در قیمت خانه.',
    en: 'Urban and residential land prices and allocations, state land-supply schemes and land’s share in home prices.',
  },
  'realtors': {
    fa: 'کار مشاوران املاک، نرخ کمیسیون، سامانه کد رهگیری قراردادها و نظارت بر بنگاه‌ها.',
    en: 'Estate agents’ business: commission rates, the contract tracking-code system and oversight of agencies.',
  },
  'vacant-homes-tax': {
    fa: 'مالیات بر خانه‌های خالی، شناسایی واحدهای بدون سکنه در سامانه املاک و اسکان و نتایج اجرای آن.',
    en: 'The tax on empty homes, how vacant units are identified through the property registry and what it has achieved.',
  },
  // car
  'car': {
    fa: 'بازار خودروی ایران، از تولید و عرضه تا قیمت‌ها، قوانین و تصمیم‌هایی که بر خریداران اثر می‌گذارد.',
    en: 'Iran’s car market, from production and supply to prices, and the rules and decisions that affect buyers.',
  },
  'automaker': {
    fa: 'عملکرد خودروسازان داخلی، آمار تولید، کیفیت، محصولات تازه و بدهی‌ها و زیان انباشته آنان.',
    en: 'Domestic carmakers’ performance: output figures, quality, new models and their debts and accumulated losses.',
  },
  'iran-khodro': {
    fa: 'اخبار ایران‌خودرو، طرح‌های فروش، تیراژ تولید، محصولات جدید و تغییرات مدیریتی این شرکت.',
    en: 'Iran Khodro news: sales plans, production runs, new models and management changes at the company.',
  },
  'saipa': {
    fa: 'اخبار گروه سایپا، برنامه عرضه محصولات، وضعیت تعهدات معوق و واگذاری سهام دولتی آن.',
    en: 'News from the Saipa group: product release plans, overdue deliveries and the sale of the state’s shares.',
  },
  'car-imports': {
    fa: 'واردات خودروی نو و کارکرده، تخصیص ارز، تعرفه‌ها، ثبت‌نام متقاضیان و زمان تحویل.',
    en: 'Imports of new and used cars: currency allocation, tariffs, buyer registration and delivery times.',
  },
  'car-prices': {
    fa: 'قیمت روز خودروهای داخلی و وارداتی در بازار آزاد و کارخانه و فاصله میان این دو نرخ.',
    en: 'Daily prices of domestic and imported cars on the open market and at the factory, and the gap between them.',
  },
  'car-sales-system': {
    fa: 'سامانه یکپارچه فروش خودرو، ثبت‌نام، قرعه‌کشی، اولویت‌بندی متقاضیان و شرایط هر دوره عرضه.',
    en: 'The unified car sales platform: registration, lotteries, priority rules and the terms of each sales round.',
  },
  'used-cars': {
    fa: 'بازار خودروهای کارکرده، نرخ مدل‌های پرمعامله، رونق یا رکود دادوستد و اثر عرضه خودروی نو بر آن.',
    en: 'The second-hand car market: prices of popular models, trading activity and the pull of new-car supply.',
  },
  'auto-parts': {
    fa: 'صنعت قطعه‌سازی، مطالبات از خودروسازان، تأمین مواد اولیه و کمبود یا گرانی قطعات یدکی.',
    en: 'The parts industry: money owed by carmakers, raw-material supply and shortages or rising prices of spares.',
  },
  'electric-cars': {
    fa: 'خودروهای برقی و هیبریدی، قواعد واردات آن‌ها، زیرساخت شارژ و برنامه‌های تولید داخلی.',
    en: 'Electric and hybrid cars: import rules, charging infrastructure and plans for domestic production.',
  },
  'car-exchange-offering': {
    fa: 'عرضه خودرو در بورس کالا، قیمت‌های کشف‌شده، شرایط خرید با کد بورسی و استدلال موافقان و مخالفان.',
    en: 'Car sales on the mercantile exchange: discovered prices, buying with a trading code and the case for and against.',
  },
  'competition-council': {
    fa: 'تصمیم‌های شورای رقابت درباره قیمت‌گذاری خودرو و کالاهای انحصاری و اختلاف آن با تولیدکنندگان.',
    en: 'Competition Council rulings on the pricing of cars and monopoly goods, and its disputes with producers.',
  },
  // central bank and banking
  'central-bank': {
    fa: 'سیاست‌ها، آمار و بخشنامه‌های بانک مرکزی جمهوری اسلامی ایران و اثر آن‌ها بر پول، ارز و بانک‌ها.',
    en: 'Policies, statistics and circulars of the Central Bank of Iran and their effect on money, currency and banks.',
  },
  'interest-rate': {
    fa: 'نرخ سود سپرده و تسهیلات، سقف‌های مصوب شورای پول و اعتبار و فاصله آن با نرخ تورم.',
    en: 'Deposit and lending rates, caps set by the Money and Credit Council and how they compare with inflation.',
  },
  'monetary-policy': {
    fa: 'ابزارها و جهت‌گیری سیاست پولی، از کنترل مقداری ترازنامه بانک‌ها تا هدف‌گذاری تورم.',
    en: 'Monetary policy tools and direction, from caps on bank balance-sheet growth to inflation targeting.',
  },
  'liquidity': {
    fa: 'رشد نقدینگی (مجموع پول و شبه‌پول)، عوامل افزایش آن و پیوندش با تورم و بازار دارایی‌ها.',
    en: 'Growth of liquidity (money plus quasi-money), what drives it and its link to inflation and asset markets.',
  },
  'monetary-base': {
    fa: 'پایه پولی، بدهی دولت و بانک‌ها به بانک مرکزی و نقش آن در خلق پول و انتظارات تورمی.',
    en: 'The monetary base, government and bank borrowing from the central bank, and its role in money creation.',
  },
  'interbank': {
    fa: 'نرخ سود و معاملات بازار بین‌بانکی ریالی، کسری ذخایر بانک‌ها و نشانه‌های فشار نقدینگی.',
    en: 'Rates and deals in the rial interbank market, banks’ reserve shortfalls and signs of liquidity stress.',
  },
  'open-market': {
    fa: 'عملیات بازار باز بانک مرکزی، توافق‌های بازخرید با بانک‌ها و تزریق یا جمع‌آوری نقدینگی.',
    en: 'The central bank’s open-market operations, repo deals with banks and injections or withdrawals of liquidity.',
  },
  'reserve-requirement': {
    fa: 'نسبت سپرده قانونی بانک‌ها نزد بانک مرکزی، تغییرات آن و کاربردش برای مهار رشد ترازنامه.',
    en: 'The share of deposits banks must hold at the central bank, changes to it and its use to curb lending growth.',
  },
  'banks': {
    fa: 'عملکرد و خدمات بانک‌های کشور، از سامانه‌ها و کارمزدها تا ادغام، نظارت و سلامت مالی آن‌ها.',
    en: 'Iran’s banks at work, from systems and fees to mergers, supervision and financial health.',
  },
  'loans': {
    fa: 'تسهیلات بانکی به خانوارها و بنگاه‌ها، سقف‌ها، شرایط ضمانت و سامانه‌های ثبت‌نام وام.',
    en: 'Bank lending to households and firms: ceilings, guarantee requirements and loan application systems.',
  },
  'marriage-loan': {
    fa: 'وام قرض‌الحسنه ازدواج، مبلغ و نوبت‌دهی، شرایط ضامن و صف متقاضیان در بانک‌ها.',
    en: 'The interest-free marriage loan: its amount, queueing, guarantor rules and waiting lists at banks.',
  },
  'digital-rial': {
    fa: 'ریال دیجیتال، پول دیجیتال بانک مرکزی، مراحل آزمایش، کیف‌پول‌ها و کاربردهای آن در پرداخت.',
    en: 'The digital rial, the central bank’s digital currency: pilot stages, wallets and uses in payments.',
  },
  'cheques': {
    fa: 'چک‌های صیادی، آمار چک برگشتی، قانون جدید صدور چک و استعلام اعتبار صادرکننده.',
    en: 'Sayad cheques, bounced-cheque statistics, the new cheque law and checking a drawer’s credit record.',
  },
  'bank-imbalance': {
    fa: 'ناترازی بانک‌ها، اضافه‌برداشت از بانک مرکزی، دارایی‌های منجمد و برنامه‌های اصلاح ترازنامه.',
    en: 'Imbalances at Iranian banks: overdrafts from the central bank, frozen assets and balance-sheet repair plans.',
  },
  'deposits': {
    fa: 'سپرده‌های بانکی کوتاه‌مدت و بلندمدت، سود پرداختی، گواهی سپرده و جابه‌جایی پول سپرده‌گذاران.',
    en: 'Short- and long-term bank deposits, the returns paid, certificates of deposit and savers moving their money.',
  },
  // macro
  'economy': {
    fa: 'تصویر کلان اقتصاد ایران، چالش‌ها و سیاست‌ها، و گزارش‌هایی که چند بخش را در کنار هم می‌سنجند.',
    en: 'The big picture of Iran’s economy, its challenges and policies, and reports that weigh several sectors together.',
  },
  'inflation': {
    fa: 'نرخ تورم ماهانه، نقطه‌به‌نقطه و سالانه، گروه‌های کالایی پیشرو و اثر آن بر معیشت خانوارها.',
    en: 'Monthly, year-on-year and annual inflation, the goods leading it and its toll on household budgets.',
  },
  'growth': {
    fa: 'رشد اقتصادی فصلی و سالانه، سهم نفت و بخش‌های غیرنفتی و پیش‌بینی نهادهای داخلی و بین‌المللی.',
    en: 'Quarterly and annual economic growth, the share of oil and non-oil sectors, and forecasts from home and abroad.',
  },
  'gdp': {
    fa: 'اندازه و ترکیب تولید ناخالص داخلی، سهم بخش‌ها و مقایسه حساب‌های ملی در گزارش‌های رسمی.',
    en: 'The size and make-up of GDP, the weight of each sector and how the national accounts compare across releases.',
  },
  'budget': {
    fa: 'لایحه و قانون بودجه سالانه، منابع و مصارف دولت، کسری بودجه و شیوه‌های تأمین آن.',
    en: 'The annual budget bill and law, state revenue and spending, the deficit and how it is financed.',
  },
  'tax': {
    fa: 'قوانین و درآمدهای مالیاتی، مالیات بر ارزش افزوده، معافیت‌ها و تکالیف مؤدیان در سامانه‌ها.',
    en: 'Tax laws and revenue, value-added tax, exemptions and taxpayers’ filing obligations on official portals.',
  },
  'statistical-centre': {
    fa: 'گزارش‌های مرکز آمار ایران درباره تورم، اشتغال، قیمت‌ها و حساب‌های ملی و زمان‌بندی انتشار آن‌ها.',
    en: 'Releases from the Statistical Centre of Iran on inflation, jobs, prices and national accounts, and their timing.',
  },
  'cpi': {
    fa: 'شاخص قیمت مصرف‌کننده، سبد کالاها و خدمات آن و تفاوت تورم در دهک‌ها و استان‌ها.',
    en: 'The consumer price index, its basket of goods and services, and how inflation differs by income decile and province.',
  },
  'ppi': {
    fa: 'شاخص قیمت تولیدکننده در صنعت، کشاورزی و خدمات، نشانه‌ای پیشرو برای تورم آتی مصرف‌کننده.',
    en: 'Producer price indices for industry, farming and services, an early signal of consumer inflation to come.',
  },
  'pmi': {
    fa: 'شاخص مدیران خرید (شامخ)، سنجش ماهانه رونق یا رکود تولید و خدمات بر پایه پاسخ بنگاه‌ها.',
    en: 'The Shamekh purchasing managers’ index, a monthly read on expansion or contraction based on firms’ answers.',
  },
  'unemployment': {
    fa: 'نرخ بیکاری و مشارکت اقتصادی، اشتغال جوانان و زنان و کیفیت شغل‌های ایجادشده.',
    en: 'The unemployment and participation rates, jobs for young people and women, and the quality of new jobs.',
  },
  'wages': {
    fa: 'حداقل دستمزد کارگران، مذاکرات شورای عالی کار، فاصله حقوق با هزینه سبد معیشت و حقوق کارکنان دولت.',
    en: 'The minimum wage, Supreme Labour Council talks, the gap between pay and living costs, and civil-service salaries.',
  },
  'pensions': {
    fa: 'حقوق و متناسب‌سازی مستمری بازنشستگان، وضعیت صندوق‌های بازنشستگی و زمان واریز.',
    en: 'Retirees’ pensions and their adjustment, the finances of pension funds and payment dates.',
  },
  'subsidies': {
    fa: 'یارانه نقدی و کالایی، دهک‌بندی خانوارها، یارانه انرژی و بحث بازتوزیع منابع آن.',
    en: 'Cash and in-kind subsidies, ranking households by income decile, energy subsidies and debates on redistributing them.',
  },
  'privatization': {
    fa: 'واگذاری شرکت‌ها و دارایی‌های دولتی، مولدسازی اموال دولت و ارزیابی نتایج خصوصی‌سازی.',
    en: 'Sales of state companies and assets, the drive to make idle government property productive, and results so far.',
  },
  'investment': {
    fa: 'سرمایه‌گذاری داخلی و خارجی، تشکیل سرمایه ثابت، خروج سرمایه و مشوق‌های جذب سرمایه‌گذار.',
    en: 'Domestic and foreign investment, fixed capital formation, capital flight and incentives to attract investors.',
  },
  // energy
  'oil': {
    fa: 'بازار جهانی نفت، تولید و ذخایر ایران و اثر درآمدهای نفتی بر بودجه و عرضه ارز کشور.',
    en: 'The global oil market, Iran’s output and reserves, and how oil income feeds the budget and currency supply.',
  },
  'oil-exports': {
    fa: 'میزان صادرات نفت خام ایران، مقصدها، تخفیف‌ها و بازگشت درآمد آن در شرایط تحریم.',
    en: 'How much crude Iran exports, where it goes, the discounts given and how the money gets back under sanctions.',
  },
  'brent': {
    fa: 'نفت برنت در بازارهای جهانی، عوامل عرضه و تقاضای آن و پیوندش با بهای نفت صادراتی ایران.',
    en: 'Brent crude on world markets, the supply and demand behind it and its link to Iranian export prices.',
  },
  'opec': {
    fa: 'تصمیم‌های اوپک و اوپک‌پلاس درباره سقف تولید، سهمیه اعضا و جایگاه ایران در این سازمان.',
    en: 'OPEC and OPEC+ decisions on output ceilings and members’ quotas, and Iran’s place in the group.',
  },
  'gasoline': {
    fa: 'مصرف، تولید و واردات بنزین، سهمیه کارت سوخت، نرخ‌گذاری و احتمال تغییر قیمت آن.',
    en: 'Petrol consumption, output and imports, fuel-card quotas, pricing and talk of price changes.',
  },
  'electricity': {
    fa: 'تولید و مصرف برق، ناترازی و خاموشی‌ها، تعرفه‌ها و اثر قطعی برق بر صنایع و کسب‌وکارها.',
    en: 'Power generation and use, shortfalls and blackouts, tariffs and how outages hit industry and business.',
  },
  'natural-gas': {
    fa: 'تولید و مصرف گاز طبیعی، ناترازی زمستانی، قطع گاز صنایع و صادرات و سوآپ گاز.',
    en: 'Natural gas output and use, winter shortfalls, supply cuts to industry, exports and swap deals.',
  },
  'water': {
    fa: 'بحران کم‌آبی، تعرفه آب، وضعیت سدها و پیامدهای اقتصادی خشکسالی برای کشاورزی و شهرها.',
    en: 'Water scarcity, water tariffs, dam levels and the economic cost of drought for farms and cities.',
  },
  // trade
  'exports': {
    fa: 'صادرات غیرنفتی ایران، کالاها و بازارهای هدف، مشوق‌ها و موانع پیش روی صادرکنندگان.',
    en: 'Iran’s non-oil exports, key goods and destination markets, and the incentives and obstacles facing exporters.',
  },
  'imports': {
    fa: 'واردات کالا، اولویت‌بندی تخصیص ارز، ممنوعیت‌ها و کمبود مواد اولیه و کالاهای اساسی.',
    en: 'Goods imports: priorities for currency allocation, bans and shortages of raw materials and staples.',
  },
  'customs': {
    fa: 'آمار و رویه‌های گمرک ایران، ترخیص کالا، کالاهای رسوبی و تغییر تعرفه‌ها و مقررات.',
    en: 'Iran Customs figures and procedures: clearance, goods stuck at ports, and tariff and rule changes.',
  },
  'trade-balance': {
    fa: 'تراز تجاری کالایی کشور، فاصله صادرات و واردات و شرکای اصلی تجاری در آمارهای رسمی.',
    en: 'Iran’s goods trade balance, the gap between exports and imports, and its main partners in official data.',
  },
  'sanctions': {
    fa: 'تحریم‌های اقتصادی علیه ایران، دامنه و اجرای آن‌ها و اثرشان بر نفت، بانک‌ها و تجارت.',
    en: 'Economic sanctions on Iran, their scope and enforcement, and their impact on oil, banking and trade.',
  },
  'snapback': {
    fa: 'سازوکار بازگشت تحریم‌های سازمان ملل (مکانیسم ماشه)، روند فعال‌شدن آن و پیامدهایش برای بازارها.',
    en: 'The snapback mechanism that restores UN sanctions on Iran, how it was triggered and what it means for markets.',
  },
  'free-zones': {
    fa: 'مناطق آزاد تجاری و صنعتی مانند کیش، قشم و چابهار، معافیت‌ها، سرمایه‌گذاری و واردات از این مناطق.',
    en: 'Free trade and industrial zones such as Kish, Qeshm and Chabahar: exemptions, investment and imports through them.',
  },
  'ports': {
    fa: 'بنادر تجاری کشور، از بندرعباس تا چابهار، حجم تخلیه و بارگیری، رسوب کالا و توسعه زیرساخت.',
    en: 'Iran’s commercial ports, from Bandar Abbas to Chabahar: cargo handled, congestion and new infrastructure.',
  },
  'transit': {
    fa: 'ترانزیت کالا از خاک ایران، کریدورهای شمال‌جنوب و شرق‌غرب و رقابت با مسیرهای کشورهای همسایه.',
    en: 'Transit of goods through Iran, the north–south and east–west corridors, and competition with neighbours’ routes.',
  },
  // consumer
  'food-prices': {
    fa: 'گرانی یا ارزانی اقلام خوراکی، سهم غذا در سبد هزینه خانوار و دلایل تغییر نرخ کالاهای اساسی.',
    en: 'Food prices going up or down, food’s share of household spending and why the cost of staples changes.',
  },
  'kalabarg': {
    fa: 'طرح کالابرگ الکترونیکی، مبلغ اعتبار هر مرحله، کالاهای مشمول و فروشگاه‌های طرف قرارداد.',
    en: 'The electronic Kalabarg voucher scheme: credit per round, eligible goods and participating shops.',
  },
  'rice': {
    fa: 'برنج ایرانی و وارداتی، برداشت داخلی، تعرفه واردات و وضعیت عرضه و قیمت در بازار.',
    en: 'Iranian and imported rice: the domestic harvest, import duties, and supply and prices in the shops.',
  },
  'chicken': {
    fa: 'مرغ و تخم‌مرغ در سفره و بازار، هزینه نهاده‌های دامی، جوجه‌ریزی و عرضه‌های تنظیم بازار.',
    en: 'Chicken and egg prices, feed costs, chick placements and state supplies released to steady the market.',
  },
  'red-meat': {
    fa: 'گوشت گوسفندی و گوساله، واردات دام و گوشت منجمد و کاهش مصرف سرانه خانوارها.',
    en: 'Lamb and beef prices, imports of livestock and frozen meat, and falling consumption per head.',
  },
  'dairy': {
    fa: 'شیر، ماست و پنیر در سفره خانوار، نرخ خرید شیر خام از دامداران و مصوبات قیمت‌گذاری لبنیات.',
    en: 'Milk, yoghurt and cheese on the family table, what farmers get for raw milk and official dairy pricing.',
  },
  'medicine': {
    fa: 'کمبود و گرانی دارو، ارز واردات مواد اولیه، پوشش بیمه‌ای و وضعیت داروخانه‌ها و تولیدکنندگان.',
    en: 'Medicine shortages and prices, currency for raw materials, insurance coverage and the state of pharmacies.',
  },
  'mobile-phones': {
    fa: 'گوشی تلفن همراه و نوسان قیمت آن، واردات و تعرفه‌ها، طرح رجیستری و سهم برندها در ایران.',
    en: 'Mobile phone prices, imports and duties, the device registry and brands’ shares of the Iranian market.',
  },
  // industry
  'industry': {
    fa: 'تولید صنعتی، دشواری تأمین مواد اولیه و انرژی و سیاست‌های حمایت از کارخانه‌ها.',
    en: 'Industrial output, the struggle to secure raw materials and energy, and policies to support factories.',
  },
  'mining': {
    fa: 'معادن و صنایع معدنی، استخراج سنگ‌آهن و مس و طلا، حقوق دولتی و سرمایه‌گذاری در اکتشاف.',
    en: 'Mines and mineral industries: iron ore, copper and gold extraction, state royalties and exploration spending.',
  },
  'agriculture': {
    fa: 'تولید محصولات کشاورزی، خرید تضمینی گندم، نهاده‌ها و اثر اقلیم بر درآمد کشاورزان.',
    en: 'Farm output, guaranteed wheat purchases, inputs, and the weather’s effect on farmers’ incomes.',
  },
  'knowledge-based': {
    fa: 'شرکت‌های دانش‌بنیان، مشوق‌ها و معافیت‌های مالیاتی، تأمین مالی و سهم آن‌ها در تولید و صادرات.',
    en: 'Knowledge-based companies: tax breaks and incentives, funding and their share of output and exports.',
  },
  'tourism': {
    fa: 'گردشگری ورودی و خروجی، هزینه سفر، هتلداری و درآمد ارزی حاصل از گردشگران خارجی.',
    en: 'Inbound and outbound tourism, travel costs, hotels and the foreign currency brought in by visitors.',
  },
  // digital
  'crypto': {
    fa: 'بازار رمزارزها در ایران و جهان، مقررات صرافی‌های داخلی، استخراج و روندهای قیمتی.',
    en: 'Crypto markets in Iran and worldwide, rules for domestic exchanges, mining and price trends.',
  },
  'bitcoin': {
    fa: 'بیت‌کوین، عوامل حرکت قیمت آن در بازار جهانی و معاملاتش به تومان در صرافی‌های داخلی.',
    en: 'Bitcoin, what drives its price globally and how it trades against the toman on local exchanges.',
  },
  'tether': {
    fa: 'نرخ تتر به تومان، نقش آن به‌عنوان جانشین دلار در معاملات و فاصله‌اش با دلار بازار آزاد.',
    en: 'Tether’s price in tomans, its use as a stand-in for the dollar and the gap with the open-market dollar rate.',
  },
  'fintech': {
    fa: 'فین‌تک‌ها و پرداخت‌یارها، خرید اعتباری، کیف‌پول‌ها و مقررات بانک مرکزی برای خدمات مالی نوین.',
    en: 'Fintech firms and payment providers, buy-now-pay-later, wallets and central bank rules for new financial services.',
  },
  // world
  'fed': {
    fa: 'تصمیم‌های فدرال رزرو آمریکا درباره نرخ بهره و اثر آن بر دلار جهانی، طلا و بازارهای نوظهور.',
    en: 'US Federal Reserve rate decisions and their effect on the global dollar, gold and emerging markets.',
  },
  'china': {
    fa: 'اقتصاد چین، تجارت ایران و چین، خرید نفت و کالاهای وارداتی و تحولات یوان.',
    en: 'China’s economy, Iran–China trade, oil purchases, imported goods and developments in the yuan.',
  },
  'iraq': {
    fa: 'روابط اقتصادی با عراق، صادرات کالا و گاز و برق، مطالبات ارزی و بازارچه‌های مرزی.',
    en: 'Economic ties with Iraq: exports of goods, gas and power, unpaid dues and border markets.',
  },
  'turkey': {
    fa: 'اقتصاد ترکیه، تجارت و گردشگری میان دو کشور و اثر نوسان لیر بر بازار ایران.',
    en: 'Turkey’s economy, trade and tourism between the two countries, and how lira swings reach Iran.',
  },
  'russia': {
    fa: 'همکاری اقتصادی ایران و روسیه، کریدور شمال‌جنوب، تجارت کالا و انرژی و اتصال نظام‌های پرداخت.',
    en: 'Iran–Russia economic ties: the north–south corridor, trade in goods and energy, and linked payment systems.',
  },
  'uae': {
    fa: 'امارات متحده عربی به‌عنوان شریک تجاری و مالی، نقش دبی در واردات و حواله‌ها و سیاست‌های این کشور.',
    en: 'The UAE as a trade and financial partner: Dubai’s role in imports and transfers, and Emirati policy.',
  },
  'eaeu': {
    fa: 'موافقت‌نامه تجارت آزاد ایران با اتحادیه اقتصادی اوراسیا، کاهش تعرفه‌ها و تجارت با اعضای آن.',
    en: 'Iran’s free-trade agreement with the Eurasian Economic Union, tariff cuts and trade with member states.',
  },
};
