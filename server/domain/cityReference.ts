/**
 * The server's own reference data for the business-travel city sync: countries, and per country the cities
 * the business-travel platform knows (its ids, codes and names, which differ from the standard names:
 * "深圳" rather than "深圳市"). A sync of a country replaces that country's business-travel cities with these.
 */

export interface CountryRef {
  code: string;
  cnName: string;
  enName: string;
}

export const COUNTRIES: CountryRef[] = [
  { code: 'CN', cnName: '中国', enName: 'China' },
  { code: 'JP', cnName: '日本', enName: 'Japan' },
  { code: 'US', cnName: '美国', enName: 'United States' },
  { code: 'KR', cnName: '韩国', enName: 'South Korea' },
  { code: 'SG', cnName: '新加坡', enName: 'Singapore' },
  { code: 'TH', cnName: '泰国', enName: 'Thailand' },
  { code: 'GB', cnName: '英国', enName: 'United Kingdom' },
  { code: 'FR', cnName: '法国', enName: 'France' },
  { code: 'DE', cnName: '德国', enName: 'Germany' },
  { code: 'AU', cnName: '澳大利亚', enName: 'Australia' },
];

export interface SlyCityRef {
  /** The platform's id of the city. */
  slyId: string;
  slyCode: string;
  name: string;
  level: number;
  /** slyCode of the parent (same country), if any. */
  parent?: string;
}

/** [code, name, children] with children one level down; levels are 1 (province/state), 2 (city), 3 (district). */
type Branch = [code: string, name: string, children?: Branch[]];

const CN: Branch[] = [
  [
    'BJ',
    '北京',
    [
      [
        'BJS',
        '北京',
        [
          ['BJS-DC', '东城区'],
          ['BJS-XC', '西城区'],
          ['BJS-CY', '朝阳区'],
          ['BJS-HD', '海淀区'],
        ],
      ],
    ],
  ],
  [
    'SH',
    '上海',
    [
      [
        'SHA',
        '上海',
        [
          ['SHA-HP', '黄浦区'],
          ['SHA-XH', '徐汇区'],
          ['SHA-PD', '浦东新区'],
        ],
      ],
    ],
  ],
  [
    'GD',
    '广东',
    [
      ['CAN', '广州'],
      [
        'SZX',
        '深圳',
        [
          ['SZX-NS', '南山区'],
          ['SZX-FT', '福田区'],
          ['SZX-BA', '宝安区'],
        ],
      ],
      ['ZUH', '珠海'],
      ['FUO', '佛山'],
      ['DGM', '东莞'],
    ],
  ],
  [
    'ZJ',
    '浙江',
    [
      [
        'HGH',
        '杭州',
        [
          ['HGH-XH', '西湖区'],
          ['HGH-BJ', '滨江区'],
        ],
      ],
      ['NGB', '宁波'],
      ['WNZ', '温州'],
      ['YIW', '金华'],
    ],
  ],
  [
    'JS',
    '江苏',
    [
      ['NKG', '南京', [['NKG-GL', '鼓楼区']]],
      ['WUX', '无锡'],
      ['XUZ', '徐州', [['XUZ-GL', '鼓楼区']]],
      ['SZV', '苏州'],
    ],
  ],
  [
    'HB',
    '湖北',
    [
      ['WUH', '武汉'],
      ['XFN', '襄阳'],
      ['YIH', '宜昌'],
    ],
  ],
  [
    'SC',
    '四川',
    [
      ['CTU', '成都'],
      ['JZH', '阿坝藏族羌族自治州'],
    ],
  ],
  ['SN', '陕西', [['SIA', '西安']]],
  [
    'FJ',
    '福建',
    [
      ['FOC', '福州', [['FOC-GL', '鼓楼区']]],
      ['XMN', '厦门'],
    ],
  ],
  [
    'LN',
    '辽宁',
    [
      ['SHE', '沈阳'],
      ['CHG', '朝阳'],
      ['DLC', '大连'],
    ],
  ],
  [
    'HI',
    '海南',
    [
      ['HAK', '海口'],
      ['SYX', '三亚'],
    ],
  ],
  [
    'XJ',
    '新疆',
    [
      ['URC', '乌鲁木齐'],
      ['AKU', '阿克苏'],
    ],
  ],
  [
    'GX',
    '广西',
    [
      ['NNG', '南宁'],
      ['KWL', '桂林'],
    ],
  ],
  ['HK', '香港', [['HKG', '香港']]],
];

const JP: Branch[] = [
  ['JP13', '东京都', [['TYO', '东京']]],
  ['JP27', '大阪府', [['OSA', '大阪']]],
  ['JP26', '京都府', [['UKY', '京都']]],
  ['JP01', '北海道', [['SPK', '札幌']]],
  ['JP23', '爱知县', [['NGO', '名古屋']]],
  ['JP40', '福冈县', [['FUK', '福冈']]],
];

const US: Branch[] = [
  ['NY', '纽约州', [['NYC', '纽约']]],
  [
    'CA',
    '加利福尼亚州',
    [
      ['LAX', '洛杉矶'],
      ['SFO', '旧金山'],
      ['SAN', '圣地亚哥'],
    ],
  ],
  ['IL', '伊利诺伊州', [['CHI', '芝加哥']]],
  ['WA', '华盛顿州', [['SEA', '西雅图']]],
  ['MA', '马萨诸塞州', [['BOS', '波士顿']]],
];

const KR: Branch[] = [
  ['KR11', '首尔特别市', [['SEL', '首尔']]],
  ['KR26', '釜山广域市', [['PUS', '釜山']]],
  ['KR49', '济州特别自治道', [['CJU', '济州']]],
];

const SG: Branch[] = [['SG01', '新加坡', [['SIN', '新加坡']]]];

const TH: Branch[] = [
  ['TH10', '曼谷', [['BKK', '曼谷']]],
  ['TH83', '普吉府', [['HKT', '普吉']]],
  ['TH50', '清迈府', [['CNX', '清迈']]],
];

const GB: Branch[] = [
  [
    'ENG',
    '英格兰',
    [
      ['LON', '伦敦'],
      ['MAN', '曼彻斯特'],
    ],
  ],
  ['SCT', '苏格兰', [['EDI', '爱丁堡']]],
];

const FR: Branch[] = [
  ['IDF', '法兰西岛大区', [['PAR', '巴黎']]],
  ['PAC', '普罗旺斯-阿尔卑斯-蓝色海岸大区', [['NCE', '尼斯']]],
];

const DE: Branch[] = [
  ['BE', '柏林州', [['BER', '柏林']]],
  ['BY', '巴伐利亚州', [['MUC', '慕尼黑']]],
  ['HE', '黑森州', [['FRA', '法兰克福']]],
];

const AU: Branch[] = [
  ['NSW', '新南威尔士州', [['SYD', '悉尼']]],
  ['VIC', '维多利亚州', [['MEL', '墨尔本']]],
];

const TREES: Record<string, Branch[]> = { CN, JP, US, KR, SG, TH, GB, FR, DE, AU };

/** Platform ids: a per-country block of numbers, stable as long as the order above is. */
const ID_BASE: Record<string, number> = { CN: 1000, JP: 2000, US: 3000, KR: 4000, SG: 5000, TH: 6000, GB: 7000, FR: 8000, DE: 9000, AU: 10000 };

function flatten(country: string, branches: Branch[]): SlyCityRef[] {
  const out: SlyCityRef[] = [];
  let next = ID_BASE[country] ?? 90000;
  const walk = (list: Branch[], level: number, parent?: string) => {
    for (const [code, name, children] of list) {
      out.push({ slyId: String(++next), slyCode: code, name, level, ...(parent ? { parent } : {}) });
      if (children) walk(children, level + 1, code);
    }
  };
  walk(branches, 1);
  return out;
}

const REFERENCE = new Map(Object.entries(TREES).map(([country, tree]) => [country, flatten(country, tree)]));

/** The business-travel cities the platform holds for a country (empty for a country it does not serve). */
export function slyCitiesOf(countryCode: string): SlyCityRef[] {
  return REFERENCE.get(countryCode) ?? [];
}
