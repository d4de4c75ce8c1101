/**
 * Place names the paper rule reads in a free-text location (issue 26, docs/decisions/0043-page-size-and-running-elements.md):
 * the US states and Canadian provinces, the big cities people write alone ('Berlin', 'Austin'), and every country's
 * name in the languages people most often write it in (from Intl.DisplayNames, so no list of our own to keep).
 * Names are compared by `placeKey`: lower case, without accents, single spaces.
 */

/** 'Québec ' -> 'quebec', 'São  Paulo' -> 'sao paulo'. */
export const placeKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ').trim();

const US_STATES = [
  'Alabama AL',
  'Alaska AK',
  'Arizona AZ',
  'Arkansas AR',
  'California CA',
  'Colorado CO',
  'Connecticut CT',
  'Delaware DE',
  'District of Columbia DC',
  'Florida FL',
  'Georgia GA',
  'Hawaii HI',
  'Idaho ID',
  'Illinois IL',
  'Indiana IN',
  'Iowa IA',
  'Kansas KS',
  'Kentucky KY',
  'Louisiana LA',
  'Maine ME',
  'Maryland MD',
  'Massachusetts MA',
  'Michigan MI',
  'Minnesota MN',
  'Mississippi MS',
  'Missouri MO',
  'Montana MT',
  'Nebraska NE',
  'Nevada NV',
  'New Hampshire NH',
  'New Jersey NJ',
  'New Mexico NM',
  'New York NY',
  'North Carolina NC',
  'North Dakota ND',
  'Ohio OH',
  'Oklahoma OK',
  'Oregon OR',
  'Pennsylvania PA',
  'Rhode Island RI',
  'South Carolina SC',
  'South Dakota SD',
  'Tennessee TN',
  'Texas TX',
  'Utah UT',
  'Vermont VT',
  'Virginia VA',
  'Washington WA',
  'West Virginia WV',
  'Wisconsin WI',
  'Wyoming WY',
  'Puerto Rico PR',
];
const PROVINCES = [
  'Alberta AB',
  'British Columbia BC',
  'Manitoba MB',
  'New Brunswick NB',
  'Newfoundland and Labrador NL',
  'Nova Scotia NS',
  'Northwest Territories NT',
  'Nunavut NU',
  'Ontario ON',
  'Prince Edward Island PE',
  'Quebec QC',
  'Saskatchewan SK',
  'Yukon YT',
];
const REGIONS = [...US_STATES, ...PROVINCES].map((entry) => ({
  name: placeKey(entry.slice(0, -3)),
  code: entry.slice(-2),
}));
/** US state and Canadian province names ('texas', 'quebec'). */
export const REGION_NAMES = new Set(REGIONS.map((r) => r.name));
/** Their two-letter codes ('TX', 'ON'); read only in capitals after a place: alone they are too often a country's. */
export const REGION_CODES = new Set(REGIONS.map((r) => r.code));

/** Ways of writing the two countries that Intl.DisplayNames does not give. */
const LETTER_COUNTRY_ALIASES = ['US', 'USA', 'U.S.', 'U.S.A.', 'United States of America', 'America'];
/** Other countries and regions people write in a location, beyond their names. */
const OTHER_COUNTRY_ALIASES: Record<string, string> = {
  UK: 'GB',
  'U.K.': 'GB',
  'Great Britain': 'GB',
  Britain: 'GB',
  England: 'GB',
  Scotland: 'GB',
  Wales: 'GB',
  'Northern Ireland': 'GB',
  Holland: 'NL',
  'The Netherlands': 'NL',
  'Czech Republic': 'CZ',
  UAE: 'AE',
  'Republic of Korea': 'KR',
  Korea: 'KR',
  'Hong Kong': 'HK',
  Macau: 'MO',
  Europe: 'EU',
  EMEA: 'EU',
  APAC: 'EU',
  LATAM: 'EU',
};

/**
 * Big cities outside the US and Canada by ISO country code, as people write them: a location of just 'Berlin' or
 * 'Bangalore' is common. A city that shares its name with one in the US or Canada is read by what follows it
 * ('London, ON' is in Canada, 'Paris, TX' in Texas); alone it is the big one.
 */
const OTHER_CITIES: Record<string, string> = {
  GB: 'London,Manchester,Birmingham,Edinburgh,Glasgow,Bristol,Leeds,Liverpool,Cambridge,Oxford,Belfast,Cardiff,Newcastle,Sheffield,Nottingham,Brighton,Reading',
  IE: 'Dublin,Cork,Galway',
  DE: 'Berlin,Munich,München,Hamburg,Frankfurt,Frankfurt am Main,Cologne,Köln,Stuttgart,Düsseldorf,Leipzig,Dresden,Hanover,Hannover,Nuremberg,Nürnberg,Bonn,Karlsruhe,Mannheim,Heidelberg,Bremen,Essen,Dortmund',
  AT: 'Vienna,Wien,Graz,Linz,Salzburg,Innsbruck',
  CH: 'Zurich,Zürich,Geneva,Genève,Basel,Bern,Lausanne,Lugano,Zug',
  FR: 'Paris,Lyon,Marseille,Toulouse,Nice,Bordeaux,Lille,Nantes,Strasbourg,Grenoble,Montpellier,Rennes,Sophia Antipolis',
  NL: 'Amsterdam,Rotterdam,The Hague,Den Haag,Utrecht,Eindhoven,Delft,Leiden,Groningen',
  BE: 'Brussels,Bruxelles,Brussel,Antwerp,Antwerpen,Ghent,Gent,Leuven,Liège',
  LU: 'Luxembourg',
  ES: 'Madrid,Barcelona,Valencia,Seville,Sevilla,Malaga,Málaga,Bilbao,Zaragoza,Palma',
  PT: 'Lisbon,Lisboa,Porto,Braga,Coimbra',
  IT: 'Rome,Roma,Milan,Milano,Turin,Torino,Naples,Napoli,Florence,Firenze,Bologna,Genoa,Genova,Venice,Venezia',
  DK: 'Copenhagen,København,Aarhus,Odense',
  SE: 'Stockholm,Gothenburg,Göteborg,Malmö,Uppsala,Lund',
  NO: 'Oslo,Bergen,Trondheim,Stavanger',
  FI: 'Helsinki,Espoo,Tampere,Oulu,Turku',
  IS: 'Reykjavik,Reykjavík',
  PL: 'Warsaw,Warszawa,Krakow,Kraków,Wroclaw,Wrocław,Gdansk,Gdańsk,Poznan,Poznań,Lodz,Łódź',
  CZ: 'Prague,Praha,Brno,Ostrava',
  SK: 'Bratislava,Košice',
  HU: 'Budapest,Debrecen',
  RO: 'Bucharest,București,Cluj-Napoca,Iasi,Iași,Timisoara,Timișoara',
  BG: 'Sofia,Plovdiv,Varna',
  GR: 'Athens,Thessaloniki',
  HR: 'Zagreb,Split',
  RS: 'Belgrade,Beograd,Novi Sad',
  SI: 'Ljubljana',
  BA: 'Sarajevo',
  UA: 'Kyiv,Kiev,Lviv,Kharkiv,Odesa,Odessa,Dnipro',
  BY: 'Minsk',
  LT: 'Vilnius,Kaunas',
  LV: 'Riga',
  EE: 'Tallinn,Tartu',
  MT: 'Valletta',
  CY: 'Nicosia,Limassol',
  TR: 'Istanbul,İstanbul,Ankara,Izmir,İzmir',
  RU: 'Moscow,Moskva,Saint Petersburg,St. Petersburg,Novosibirsk',
  GE: 'Tbilisi',
  AM: 'Yerevan',
  IL: 'Tel Aviv,Tel Aviv-Yafo,Jerusalem,Haifa,Herzliya',
  AE: 'Dubai,Abu Dhabi',
  SA: 'Riyadh,Jeddah',
  QA: 'Doha',
  EG: 'Cairo,Alexandria',
  ZA: 'Cape Town,Johannesburg,Durban,Pretoria',
  NG: 'Lagos,Abuja',
  KE: 'Nairobi',
  GH: 'Accra',
  MA: 'Casablanca,Rabat',
  TN: 'Tunis',
  IN: 'Bangalore,Bengaluru,Mumbai,Delhi,New Delhi,Hyderabad,Chennai,Pune,Kolkata,Gurgaon,Gurugram,Noida,Ahmedabad,Jaipur,Kochi,Chandigarh',
  PK: 'Karachi,Lahore,Islamabad',
  BD: 'Dhaka',
  LK: 'Colombo',
  NP: 'Kathmandu',
  SG: 'Singapore',
  MY: 'Kuala Lumpur,Penang',
  ID: 'Jakarta,Bandung,Surabaya',
  TH: 'Bangkok,Chiang Mai',
  VN: 'Ho Chi Minh City,Saigon,Hanoi,Da Nang',
  PH: 'Manila,Makati,Cebu,Quezon City',
  CN: 'Beijing,Shanghai,Shenzhen,Guangzhou,Hangzhou,Chengdu,Nanjing,Wuhan',
  HK: 'Kowloon',
  TW: 'Taipei,Hsinchu',
  JP: 'Tokyo,Osaka,Kyoto,Yokohama,Nagoya,Fukuoka',
  KR: 'Seoul,Busan',
  AU: 'Sydney,Melbourne,Brisbane,Perth,Adelaide,Canberra',
  NZ: 'Auckland,Wellington,Christchurch',
  BR: 'São Paulo,Rio de Janeiro,Belo Horizonte,Brasília,Porto Alegre,Curitiba,Recife,Florianópolis',
  AR: 'Buenos Aires,Córdoba,Rosario',
  MX: 'Mexico City,Ciudad de México,CDMX,Guadalajara,Monterrey',
  CO: 'Bogotá,Medellín,Cali',
  CL: 'Santiago,Santiago de Chile',
  PE: 'Lima',
  UY: 'Montevideo',
};

/** Big cities of the US and of Canada that people write alone ('Austin', 'Toronto'). */
const LETTER_CITIES: Record<'US' | 'CA', string> = {
  US:
    'New York City,NYC,Brooklyn,Manhattan,Los Angeles,Chicago,Houston,Phoenix,Philadelphia,San Antonio,San Diego,' +
    'Dallas,San Jose,Austin,Jacksonville,Fort Worth,Columbus,Charlotte,San Francisco,Indianapolis,Seattle,Denver,' +
    'Boston,Nashville,Detroit,Portland,Las Vegas,Baltimore,Milwaukee,Albuquerque,Tucson,Sacramento,Atlanta,' +
    'Kansas City,Miami,Raleigh,Minneapolis,Tampa,New Orleans,Cleveland,Pittsburgh,Cincinnati,St. Louis,Saint Louis,' +
    'Orlando,Salt Lake City,Silicon Valley,Bay Area,SF Bay Area,Palo Alto,Mountain View,Sunnyvale,Menlo Park,' +
    'Cupertino,Redmond,Bellevue,Oakland,Berkeley,Boulder,Ann Arbor,Honolulu,Anchorage',
  CA: 'Toronto,Montreal,Vancouver,Calgary,Edmonton,Ottawa,Winnipeg,Quebec City,Halifax,Kitchener,Mississauga,Saskatoon,Regina',
};

let countries: Map<string, string> | undefined;
/**
 * Country name -> ISO code, in the languages people most often write a location in ('Germany', 'Deutschland',
 * 'Allemagne'; 'United States', 'Vereinigte Staaten'), plus common aliases; built once, on first use.
 */
export function countryNames(): Map<string, string> {
  if (countries) return countries;
  countries = new Map();
  const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  for (const language of ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'nb', 'fi', 'cs', 'tr']) {
    let names: Intl.DisplayNames;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      continue;
    }
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        const name = names.of(code);
        // 'ZZ' is 'Unknown Region', 'UN' the United Nations: neither is a place.
        if (name && code !== 'ZZ' && code !== 'UN' && !countries.has(placeKey(name)))
          countries.set(placeKey(name), code);
      }
  }
  for (const alias of LETTER_COUNTRY_ALIASES) countries.set(placeKey(alias), 'US');
  for (const [alias, code] of Object.entries(OTHER_COUNTRY_ALIASES)) countries.set(placeKey(alias), code);
  return countries;
}

/** A country's ISO code from a two-letter code in capitals, when it names one ('FR', 'GB'), else undefined. */
export function countryCode(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ' || code === 'UN') return undefined;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

let cities: Map<string, string> | undefined;
/** City name -> ISO code of its country ('berlin' -> 'DE', 'austin' -> 'US'). */
export function cityCountries(): Map<string, string> {
  if (cities) return cities;
  cities = new Map();
  for (const [code, list] of Object.entries({ ...OTHER_CITIES, ...LETTER_CITIES }))
    for (const city of list.split(',')) cities.set(placeKey(city), code);
  return cities;
}
