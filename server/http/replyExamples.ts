/**
 * Realistic replies of the main list calls, shown as the `example` of their 200 reply in the document (and so on
 * the reference page): records as the seeded demo tenant answers them (money as decimal text, nulls where the
 * server sends null). Keyed by `METHOD /path` as the document writes it. tests/api/openapi.test.ts holds every
 * example to its route's reply schema, so an example cannot drift from what the call answers.
 */
export const REPLY_EXAMPLES: Record<string, unknown> = {
  "POST /accountcenter/actAccount/son/list": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "id": 8,
          "tenantId": 1,
          "accountNo": "AC0001000008",
          "accountName": "差旅备用账户",
          "accountTypeId": 5,
          "accountTypeName": "差旅账户",
          "accountKind": 1,
          "accountType": 3,
          "accountScope": 3,
          "level": 2,
          "status": 3,
          "createTime": "2026-10-15 10:49:00",
          "operator": "系统管理员",
          "accountNum": "6740.00",
          "creditNum": "0.00",
          "balanceLimit": "20000.00",
          "totalExchangeNum": "8000.00",
          "configIds": [
            3
          ],
          "configNames": "商旅出行",
          "parentId": 4,
          "parentSubjectNo": "SJ100003",
          "subjectId": 3,
          "subjectName": "北京中膳餐饮管理有限公司",
          "subjectNo": "SJ100003",
          "subjectType": 1,
          "subjectSysId": 2,
          "accountSysId": [
            5,
            6
          ],
          "flag": 0,
          "lockNum": "0.00",
          "version": 1
        },
        {
          "id": 7,
          "tenantId": 1,
          "accountNo": "AC0001000007",
          "accountName": "财务部活动经费",
          "accountTypeId": 8,
          "accountTypeName": "部门活动卡",
          "accountKind": 1,
          "accountType": 3,
          "accountScope": 3,
          "level": 2,
          "status": 1,
          "createTime": "2026-10-14 10:49:00",
          "operator": "系统管理员",
          "accountNum": "300.00",
          "creditNum": "0.00",
          "balanceLimit": "5000.00",
          "totalExchangeNum": "300.00",
          "configIds": [
            2
          ],
          "configNames": "超市购物",
          "parentId": 4,
          "parentSubjectNo": "SJ100003",
          "subjectId": 3,
          "subjectName": "北京中膳餐饮管理有限公司",
          "subjectNo": "SJ100003",
          "subjectType": 1,
          "subjectSysId": 2,
          "accountSysId": [
            4
          ],
          "flag": 1,
          "lockNum": "0.00",
          "version": 1
        }
      ],
      "total": 6,
      "current": 1,
      "size": 2
    }
  },
  "POST /accountcenter/actaccountflow/detail/page": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "flowMetaId": 10,
          "accountNo": "AC0001000005",
          "accountName": "员工午餐补贴",
          "accountScopeStr": "员工",
          "accountTypeName": "个人餐补账户",
          "subjectName": "北京中膳餐饮管理有限公司",
          "subjectNo": "SJ100003",
          "subjectType": 1,
          "accountKind": 1,
          "exchangeType": 11,
          "flowType": 2,
          "totalExchangeNum": "-0.99",
          "afterNum": "963.01",
          "afterCreditNum": "500.00",
          "totalNum": "1463.01",
          "exchangeTypeStr": "消费支出",
          "flowDate": "2026-11-24 09:50:10",
          "tenantId": 1,
          "tenantName": "中膳云科技集团有限公司"
        },
        {
          "flowMetaId": 3,
          "accountNo": "AC0001000002",
          "accountName": "集团福利账户",
          "accountScopeStr": "自用",
          "accountTypeName": null,
          "subjectName": "中膳云集团",
          "subjectNo": "SJ100002",
          "subjectType": 1,
          "accountKind": null,
          "exchangeType": 11,
          "flowType": 2,
          "totalExchangeNum": "-150.50",
          "afterNum": "1849.50",
          "afterCreditNum": "0.00",
          "totalNum": "1849.50",
          "exchangeTypeStr": "消费支出",
          "flowDate": "2026-11-23 09:49:21",
          "tenantId": 1,
          "tenantName": "中膳云科技集团有限公司"
        }
      ],
      "total": 20,
      "current": 1,
      "size": 2
    }
  },
  "GET /accountcenter/actAccountType/listPage": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "id": 8,
          "tenantId": 1,
          "accountTypeName": "部门活动卡",
          "accountType": 3,
          "accountKind": 1,
          "enableFlag": "1",
          "remark": "团建与部门活动",
          "createTime": "2026-11-26 06:49:00",
          "updateTime": null,
          "version": 1
        },
        {
          "id": 7,
          "tenantId": 1,
          "accountTypeName": "部门加班卡",
          "accountType": 2,
          "accountKind": 1,
          "enableFlag": "1",
          "remark": "加班晚餐，部门统一充值",
          "createTime": "2026-11-26 05:49:00",
          "updateTime": null,
          "version": 1
        }
      ],
      "total": 8,
      "current": 1,
      "size": 2
    }
  },
  "GET /cashierMgr/cashieroutmerchant/page": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "id": 6,
          "tenantId": 1,
          "outSupplier": "JD",
          "merchantCode": "JD-VOP-520",
          "merchantName": "京东企业购·办公采购",
          "enabledFlag": "0",
          "outAuthInfo": null,
          "createTime": "2026-11-23 10:49:00",
          "updateTime": null,
          "version": 1
        },
        {
          "id": 5,
          "tenantId": 1,
          "outSupplier": "ALIPAY",
          "merchantCode": "ALI-EC-3301",
          "merchantName": "支付宝企业码·上海分公司",
          "enabledFlag": "1",
          "outAuthInfo": "{\"appId\":\"2021004112345678\",\"enterpriseId\":\"2088000000000001\",\"privateKey\":\"******\",\"alipayPublicKey\":\"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A-public\"}",
          "createTime": "2026-11-22 10:49:00",
          "updateTime": null,
          "version": 1
        }
      ],
      "total": 6,
      "current": 1,
      "size": 2
    }
  },
  "GET /platsync/sysStandardCity/page": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "id": 1,
          "tenantId": 1,
          "code": "110000",
          "fullName": "北京市",
          "provinceName": "北京市",
          "cityName": null,
          "areaName": null,
          "level": 1,
          "countryCode": "CN",
          "mappingFlag": "0",
          "bipId": 1,
          "bipName": "北京",
          "bipParentId": null,
          "bipParentName": null,
          "slyId": "1001",
          "slyName": "北京",
          "slyCode": "BJ",
          "version": 1
        },
        {
          "id": 2,
          "tenantId": 1,
          "code": "110100",
          "fullName": "北京市",
          "provinceName": "北京市",
          "cityName": "北京市",
          "areaName": null,
          "level": 2,
          "countryCode": "CN",
          "mappingFlag": "0",
          "bipId": 2,
          "bipName": "北京",
          "bipParentId": 1,
          "bipParentName": "北京",
          "slyId": "1002",
          "slyName": "北京",
          "slyCode": "BJS",
          "version": 1
        }
      ],
      "total": 74,
      "current": 1,
      "size": 2
    }
  },
  "POST /accountcenter/subject/list": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "id": 6,
          "subjectNo": "SJ100006",
          "subjectName": "鲜丰食材供应商",
          "subjectType": 9,
          "subjectSysId": null,
          "tenantId": 1,
          "tenantName": "中膳云科技集团有限公司",
          "accountId": 12,
          "accountNo": "AC0001000012",
          "accountName": "供应商结算账户",
          "status": 2,
          "accountNum": "1580.00",
          "creditNum": "0.00",
          "childCount": 0,
          "configIds": [
            2
          ],
          "configNames": "超市购物",
          "createTime": "2026-10-14 10:49:00",
          "version": 1
        },
        {
          "id": 5,
          "subjectNo": "SJ100005",
          "subjectName": "王建国",
          "subjectType": 2,
          "subjectSysId": 1,
          "tenantId": 1,
          "tenantName": "中膳云科技集团有限公司",
          "accountId": 11,
          "accountNo": "AC0001000011",
          "accountName": "王建国个人账户",
          "status": 2,
          "accountNum": "200.00",
          "creditNum": "0.00",
          "childCount": 0,
          "configIds": [
            1
          ],
          "configNames": "食堂就餐",
          "createTime": "2026-10-13 10:49:00",
          "version": 1
        }
      ],
      "total": 6,
      "current": 1,
      "size": 2
    }
  },
  "GET /admin/log/page": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "id": 42,
          "tenantId": 1,
          "userId": 1,
          "username": "admin",
          "type": "unhandledrejection",
          "message": "timeout of 30000ms exceeded",
          "stack": "",
          "info": "unhandledrejection",
          "url": "/#/accountCenter/child",
          "time": "2026-11-24 09:51:02",
          "remoteAddr": "192.0.2.10",
          "userAgent": "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
          "createTime": "2026-11-24 09:51:03"
        }
      ],
      "total": 1,
      "current": 1,
      "size": 10
    }
  },
  "GET /admin/user/page": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "userId": 36,
          "username": "deptop",
          "actualName": "北京部门运营",
          "phone": "13800000006",
          "idNumber": null,
          "jobNo": "ZS90006",
          "deptId": 2,
          "deptName": "北京中膳餐饮管理有限公司",
          "roleIds": [4],
          "roleNames": ["部门运营"],
          "lockFlag": "0",
          "loginLocked": false,
          "passwordTemporary": false,
          "canSignIn": true,
          "createTime": "2026-11-29 08:39:54",
          "version": 1
        }
      ],
      "total": 1,
      "current": 1,
      "size": 10
    }
  },
  "GET /admin/role/page": {
    "code": 0,
    "msg": null,
    "data": {
      "records": [
        {
          "roleId": 4,
          "roleCode": "ROLE_DEPT_OP",
          "roleName": "部门运营",
          "dsType": 2,
          "dsScope": [],
          "withheld": ["amount"],
          "menuIds": [100, 1100, 1102, 1103, 1104, 1121, 200, 2400, 2401],
          "userCount": 1,
          "crossTenant": false,
          "createTime": "2026-11-29 08:39:54",
          "version": 1
        }
      ],
      "total": 1,
      "current": 1,
      "size": 10
    }
  }
};
