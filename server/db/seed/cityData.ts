/**
 * Demo standard cities (national administrative division codes for China, our own codes abroad) and the
 * state of the business-travel side at first start: China and the United States loaded, with China's list
 * one version behind (襄阳 still under its old name 襄樊, 宝安区 missing), Japan never synced. So a fresh
 * console shows both mapped and failed rows, and a sync visibly changes them.
 */
import { standardCityFullName } from '../../../schemas/city';
import type { SlyCityRef } from '../../domain/cityReference';
import { slyCitiesOf } from '../../domain/cityReference';

export interface StandardCitySeed {
  code: string;
  provinceName: string | null;
  cityName: string | null;
  areaName: string | null;
  level: number;
  countryCode: string;
}

/** [code, name, children]: provinces, their cities, some districts. */
type Division = [code: string, name: string, children?: Division[]];

const CHINA: Division[] = [
  [
    '110000',
    '北京市',
    [
      [
        '110100',
        '北京市',
        [
          ['110101', '东城区'],
          ['110102', '西城区'],
          ['110105', '朝阳区'],
          ['110108', '海淀区'],
        ],
      ],
    ],
  ],
  [
    '310000',
    '上海市',
    [
      [
        '310100',
        '上海市',
        [
          ['310101', '黄浦区'],
          ['310104', '徐汇区'],
          ['310115', '浦东新区'],
        ],
      ],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      ['440100', '广州市'],
      [
        '440300',
        '深圳市',
        [
          ['440304', '福田区'],
          ['440305', '南山区'],
          ['440306', '宝安区'],
        ],
      ],
      ['440400', '珠海市'],
      ['440600', '佛山市'],
      ['441900', '东莞市'],
    ],
  ],
  [
    '330000',
    '浙江省',
    [
      [
        '330100',
        '杭州市',
        [
          ['330106', '西湖区'],
          ['330108', '滨江区'],
        ],
      ],
      ['330200', '宁波市'],
      ['330300', '温州市'],
      ['330700', '金华市'],
    ],
  ],
  [
    '320000',
    '江苏省',
    [
      ['320100', '南京市', [['320106', '鼓楼区']]],
      ['320200', '无锡市'],
      ['320300', '徐州市', [['320302', '鼓楼区']]],
      ['320500', '苏州市'],
    ],
  ],
  [
    '420000',
    '湖北省',
    [
      ['420100', '武汉市'],
      ['420500', '宜昌市'],
      ['420600', '襄阳市'],
    ],
  ],
  [
    '510000',
    '四川省',
    [
      ['510100', '成都市'],
      ['513200', '阿坝藏族羌族自治州'],
    ],
  ],
  ['610000', '陕西省', [['610100', '西安市']]],
  [
    '350000',
    '福建省',
    [
      ['350100', '福州市', [['350102', '鼓楼区']]],
      ['350200', '厦门市'],
    ],
  ],
  [
    '210000',
    '辽宁省',
    [
      ['210100', '沈阳市'],
      ['210200', '大连市'],
      ['211300', '朝阳市'],
    ],
  ],
  // 三沙市 has no business-travel city: it stays a failure after every sync.
  [
    '460000',
    '海南省',
    [
      ['460100', '海口市'],
      ['460200', '三亚市'],
      ['460300', '三沙市'],
    ],
  ],
  [
    '650000',
    '新疆维吾尔自治区',
    [
      ['650100', '乌鲁木齐市'],
      ['652900', '阿克苏地区'],
    ],
  ],
  [
    '450000',
    '广西壮族自治区',
    [
      ['450100', '南宁市'],
      ['450300', '桂林市'],
    ],
  ],
  ['810000', '香港特别行政区'],
];

function chinaRows(divisions: Division[]): StandardCitySeed[] {
  const rows: StandardCitySeed[] = [];
  for (const [pCode, province, cities] of divisions) {
    rows.push({ code: pCode, provinceName: province, cityName: null, areaName: null, level: 1, countryCode: 'CN' });
    for (const [cCode, city, areas] of cities ?? []) {
      rows.push({ code: cCode, provinceName: province, cityName: city, areaName: null, level: 2, countryCode: 'CN' });
      for (const [aCode, area] of areas ?? []) {
        rows.push({ code: aCode, provinceName: province, cityName: city, areaName: area, level: 3, countryCode: 'CN' });
      }
    }
  }
  return rows;
}

const abroad = (countryCode: string, code: string, province: string, city: string): StandardCitySeed => ({
  code,
  provinceName: province,
  cityName: city,
  areaName: null,
  level: 2,
  countryCode,
});

const ABROAD: StandardCitySeed[] = [
  abroad('JP', 'JP-TYO', '东京都', '东京'),
  abroad('JP', 'JP-OSA', '大阪府', '大阪市'),
  abroad('JP', 'JP-UKY', '京都府', '京都市'),
  abroad('JP', 'JP-SPK', '北海道', '札幌市'),
  abroad('JP', 'JP-NGO', '爱知县', '名古屋市'),
  abroad('US', 'US-NYC', '纽约州', '纽约'),
  abroad('US', 'US-LAX', '加利福尼亚州', '洛杉矶'),
  abroad('US', 'US-SFO', '加利福尼亚州', '旧金山'),
  abroad('US', 'US-CHI', '伊利诺伊州', '芝加哥'),
  abroad('US', 'US-SEA', '华盛顿州', '西雅图'),
  // Not served by the business-travel platform: a failure until it is.
  abroad('US', 'US-HNL', '夏威夷州', '檀香山'),
  abroad('SG', 'SG-SIN', '新加坡', '新加坡'),
];

/** The main tenant's standard cities. */
export const STANDARD_CITIES_MAIN: StandardCitySeed[] = [...chinaRows(CHINA), ...ABROAD];

/** The second tenant (East China) keeps a smaller list and has never synced. */
export const STANDARD_CITIES_SECOND: StandardCitySeed[] = chinaRows(CHINA.filter(([code]) => code === '330000' || code === '320000' || code === '310000'));

export const fullNameOf = (row: StandardCitySeed) => standardCityFullName(row);

/** China's business-travel cities as the main tenant last synced them: one version behind the reference. */
export function staleChinaSlyCities(): SlyCityRef[] {
  return slyCitiesOf('CN')
    .filter((city) => city.slyCode !== 'SZX-BA')
    .map((city) => (city.slyCode === 'XFN' ? { ...city, name: '襄樊' } : city));
}

/** Business-travel cities loaded at first start, per tenant and country. */
export function initialSlyCities(): { tenantId: number; countryCode: string; cities: SlyCityRef[] }[] {
  return [
    { tenantId: 1, countryCode: 'CN', cities: staleChinaSlyCities() },
    { tenantId: 1, countryCode: 'US', cities: slyCitiesOf('US') },
  ];
}
