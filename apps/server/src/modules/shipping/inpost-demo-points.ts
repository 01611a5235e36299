/**
 * Parcel lockers served when InPost is not configured (docs/product-rules.md#parcel-lockers): a small, real-looking set in the five cities the
 * shop delivers to most, shaped like InPost's points API answers so both go through the same presenter.
 * They are demo data — a shop with real parcels configures INPOST_API_TOKEN.
 */

export type InpostApiPoint = {
  name: string;
  type?: string[];
  status?: string;
  location_type?: string;
  location_description?: string;
  opening_hours?: string;
  location_247?: boolean;
  location?: {
    latitude?: number;
    longitude?: number;
    street?: string;
    line1?: string;
    city?: string;
    post_code?: string;
    zip_code?: string;
  };
  address?: { line1?: string; line2?: string; street?: string; city?: string; post_code?: string; zip_code?: string };
  address_details?: {
    city?: string;
    province?: string;
    post_code?: string;
    street?: string;
    building_number?: string;
    flat_number?: string | null;
  };
};

type Row = [
  name: string,
  street: string,
  building: string,
  postCode: string,
  description: string,
  lat: number,
  lon: number,
];

function city(cityName: string, province: string, rows: Row[]): InpostApiPoint[] {
  return rows.map(([name, street, building, postCode, description, latitude, longitude]) => ({
    name,
    type: ['parcel_locker'],
    status: 'Operating',
    location_type: 'Outdoor',
    location_description: description,
    opening_hours: '24/7',
    location_247: true,
    location: { latitude, longitude },
    address: { line1: `${street} ${building}`, line2: `${postCode} ${cityName}` },
    address_details: {
      city: cityName,
      province,
      post_code: postCode,
      street,
      building_number: building,
      flat_number: null,
    },
  }));
}

export const DEMO_INPOST_POINTS: readonly InpostApiPoint[] = [
  ...city('Wrocław', 'dolnośląskie', [
    ['WRO01M', 'Rynek', '12', '50-101', 'Przy wejściu do pasażu, obok apteki', 51.1099, 17.0318],
    ['WRO05A', 'Legnicka', '58', '54-204', 'Parking centrum handlowego Magnolia', 51.1186, 16.9898],
    ['WRO112M', 'Grabiszyńska', '184', '53-235', 'Przy stacji paliw', 51.0943, 16.9875],
    ['WRO207M', 'Powstańców Śląskich', '95', '53-332', 'Obok wejścia do biurowca Sky Tower', 51.0947, 17.0199],
    ['WRO331M', 'Jedności Narodowej', '186', '50-303', 'Przy sklepie spożywczym', 51.1246, 17.0469],
    ['WRO418M', 'Kromera', '44', '51-163', 'Parking osiedlowy, przy przystanku', 51.1343, 17.0645],
  ]),
  ...city('Warszawa', 'mazowieckie', [
    ['WAW01M', 'Marszałkowska', '104', '00-017', 'Przy wejściu do metra Centrum', 52.2318, 21.0097],
    ['WAW12A', 'Puławska', '145', '02-715', 'Parking przy galerii handlowej', 52.1891, 21.0197],
    ['WAW228M', 'Grochowska', '207', '04-077', 'Obok poczty', 52.2468, 21.0951],
    ['WAW304M', 'Grójecka', '79', '02-094', 'Przy wejściu do supermarketu', 52.2137, 20.9762],
    ['WAW455M', 'Broniewskiego', '13', '01-785', 'Przy stacji metra Marymont', 52.2716, 20.9741],
    ['WAW517M', 'Kondratowicza', '24', '03-285', 'Parking centrum handlowego', 52.2937, 21.0451],
  ]),
  ...city('Kraków', 'małopolskie', [
    ['KRA010', 'Karmelicka', '32', '31-128', 'Przy kiosku, obok przystanku tramwajowego', 50.0677, 19.9311],
    ['KRA01M', 'Pawia', '5', '31-154', 'Galeria Krakowska, wejście od dworca', 50.0672, 19.9448],
    ['KRA122M', 'Kalwaryjska', '71', '30-504', 'Przy piekarni', 50.0408, 19.9472],
    ['KRA219M', 'Wielicka', '259', '30-663', 'Parking przy centrum handlowym', 50.0145, 19.9979],
    ['KRA306M', 'Kamieńskiego', '11', '30-644', 'Obok wejścia do Bonarka City Center', 50.0282, 19.9512],
    ['KRA411M', 'Conrada', '51', '31-357', 'Przy stacji paliw', 50.0893, 19.8941],
  ]),
  ...city('Poznań', 'wielkopolskie', [
    ['POZ01M', 'Półwiejska', '32', '61-888', 'Stary Browar, parking od ul. Ogrodowej', 52.4029, 16.9285],
    ['POZ08A', 'Głogowska', '85', '60-263', 'Przy wejściu do sklepu', 52.3951, 16.8984],
    ['POZ145M', 'Dąbrowskiego', '142', '60-577', 'Obok przychodni', 52.4201, 16.8861],
    ['POZ233M', 'Serbska', '7', '61-696', 'Parking osiedlowy Winogrady', 52.4361, 16.9358],
    ['POZ318M', 'Hetmańska', '40', '60-252', 'Przy stacji paliw', 52.3889, 16.9013],
  ]),
  ...city('Gdańsk', 'pomorskie', [
    ['GDA01M', 'Grunwaldzka', '141', '80-264', 'Galeria Bałtycka, parking P1', 54.3832, 18.5995],
    ['GDA09A', 'Długie Ogrody', '8', '80-765', 'Przy wejściu do biurowca', 54.3489, 18.6617],
    ['GDA117M', 'Chłopska', '3', '80-362', 'Obok przystanku tramwajowego Przymorze', 54.4068, 18.5917],
    ['GDA246M', 'Łostowicka', '25', '80-121', 'Przy sklepie spożywczym', 54.3392, 18.6105],
    ['GDA352M', 'Kartuska', '149', '80-138', 'Przy stacji paliw', 54.3452, 18.6127],
  ]),
];
