export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process answers
         * @description The process answers.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This instance can take traffic and work
         * @description This instance can take traffic and work.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A captcha picture for a sign-in
         * @description A captcha picture for a sign-in. Used by the login pages (docs/product.md#public-routes).
         */
        get: operations["getCaptchaImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password, or refresh a session
         * @description Sign in with a password, or refresh a session. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End the session of the token
         * @description End the session of the token. Used by the Shell (docs/product.md#the-admin-shell).
         */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mobile/1/{mobile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a sign-in code to a phone
         * @description Send a sign-in code to a phone. Used by the login pages (docs/product.md#public-routes).
         */
        get: operations["sendSmsLoginCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/mobile/token/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a phone code
         * @description Sign in with a phone code. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["issueTokenBySms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/login/userName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user names of a phone, proved by a code
         * @description The user names of a phone, proved by a code. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["findUserNamesByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/secCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an account needs a second factor
         * @description Whether an account needs a second factor. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["checkSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/sendCaptcha/secondCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the second-factor code to the account's phone
         * @description Send the second-factor code to the account's phone. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["sendSecondFactorCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/social/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The social sign-in providers
         * @description The social sign-in providers. Used by the login pages (docs/product.md#public-routes).
         */
        get: operations["listSocialProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/social/getSocialUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A provider's sign-in address
         * @description A provider's sign-in address. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["getSocialLoginUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/mobile/token/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a social identity
         * @description Sign in with a social identity. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["issueTokenBySocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/social/bind/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password and bind the pending social identity
         * @description Sign in with a password and bind the pending social identity. Used by the login pages (docs/product.md#public-routes).
         */
        post: operations["issueTokenAndBindSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Codes sent to an address (development only)
         * @description Codes sent to an address (development only).
         */
        get: operations["readDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/social/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The demo identity provider's page (development only)
         * @description The demo identity provider's page (development only).
         */
        get: operations["showDemoProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, roles and permissions
         * @description The signed-in user, roles and permissions. Used by the Shell (docs/product.md#the-admin-shell).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's menu
         * @description The signed-in user's menu. Used by the Shell (docs/product.md#the-admin-shell).
         */
        get: operations["listUserMenus"];
        /**
         * Change a menu node
         * @description Change a menu node.
         */
        put: operations["updateMenu"];
        /**
         * Add a menu node
         * @description Add a menu node.
         */
        post: operations["createMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/menu/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's whole menu tree
         * @description The tenant's whole menu tree.
         */
        get: operations["getMenuTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tenant/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenants the user may act on
         * @description The tenants the user may act on. Used by the Shell (docs/product.md#the-admin-shell).
         */
        get: operations["listTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType/enableList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The enabled account types
         * @description The enabled account types. Used by the Child account form (addChild) and the Account edit page (editChild).
         */
        get: operations["listEnabledAccountTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType/listPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of account types
         * @description A page of account types.
         */
        get: operations["listAccountTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account type
         * @description One account type.
         */
        get: operations["getAccountType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an account type
         * @description Add an account type.
         */
        post: operations["createAccountType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType/updateActAccountType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an account type
         * @description Change an account type.
         */
        post: operations["updateAccountType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable an account type
         * @description Enable an account type.
         */
        post: operations["enableAccountType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an account type
         * @description Disable an account type.
         */
        post: operations["disableAccountType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/social/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a social identity to the signed-in user
         * @description Bind a social identity to the signed-in user. Used by the personal info page (/info/index).
         */
        post: operations["bindSocialIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the tenant's users
         * @description A page of the tenant's users. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description One user. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Delete a user. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user's name, contacts, department, roles and state
         * @description Change a user's name, contacts, department, roles and state. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        put: operations["updateUser"];
        /**
         * Add a user with a temporary password
         * @description Add a user with a temporary password. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/lock/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable an account
         * @description Enable or disable an account. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        put: operations["setUserLock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Lift the lock after failed sign-ins
         * @description Lift the lock after failed sign-ins. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        put: operations["unlockUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a temporary password, shown once
         * @description Set a temporary password, shown once. Used by 用户管理 (/admin/user/index, docs/security.md).
         */
        put: operations["resetUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The signed-in user's own password change
         * @description The signed-in user's own password change. Used by the set-password step and the personal info page (/info/index).
         */
        put: operations["changeOwnPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/role/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the tenant's roles
         * @description A page of the tenant's roles. Used by 角色管理 (/admin/role/index, docs/security.md).
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One role
         * @description One role. Used by 角色管理 (/admin/role/index, docs/security.md).
         */
        get: operations["getRole"];
        put?: never;
        post?: never;
        /**
         * Delete a role nobody holds
         * @description Delete a role nobody holds. Used by 角色管理 (/admin/role/index, docs/security.md).
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a role's menus, data scope and withheld fields
         * @description Change a role's menus, data scope and withheld fields. Used by 角色管理 (/admin/role/index, docs/security.md).
         */
        put: operations["updateRole"];
        /**
         * Add a role with its menus, data scope and withheld fields
         * @description Add a role with its menus, data scope and withheld fields. Used by 角色管理 (/admin/role/index, docs/security.md).
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename or move a department
         * @description Rename or move a department. Used by 组织机构 (/admin/dept/index, docs/security.md).
         */
        put: operations["updateDept"];
        /**
         * Add a department
         * @description Add a department. Used by 组织机构 (/admin/dept/index, docs/security.md).
         */
        post: operations["createDept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a department nothing hangs on
         * @description Delete a department nothing hangs on. Used by 组织机构 (/admin/dept/index, docs/security.md).
         */
        delete: operations["deleteDept"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashierMgr/cashieroutmerchant/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of out merchants
         * @description A page of out merchants. Used by the Out-merchant manager (/cashierMgr/outMerchantMgr/index).
         */
        get: operations["listOutMerchants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashierMgr/cashieroutmerchant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One out merchant
         * @description One out merchant. Used by the Out-merchant manager (/cashierMgr/outMerchantMgr/index).
         */
        get: operations["getOutMerchant"];
        put?: never;
        post?: never;
        /**
         * Delete an out merchant
         * @description Delete an out merchant. Used by the Out-merchant manager (/cashierMgr/outMerchantMgr/index).
         */
        delete: operations["deleteOutMerchant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashierMgr/cashieroutmerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an out merchant
         * @description Change an out merchant. Used by the Out-merchant manager (/cashierMgr/outMerchantMgr/index).
         */
        put: operations["updateOutMerchant"];
        /**
         * Add an out merchant
         * @description Add an out merchant. Used by the Out-merchant manager (/cashierMgr/outMerchantMgr/index).
         */
        post: operations["createOutMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cashierMgr/cashieroutmerchant/updateStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable an out merchant
         * @description Enable or disable an out merchant. Used by the Out-merchant manager (/cashierMgr/outMerchantMgr/index).
         */
        post: operations["setOutMerchantStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/sysStandardCity/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of standard cities
         * @description A page of standard cities. Used by the City mapping page.
         */
        get: operations["listStandardCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/sysStandardCity/tenant/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a tenant's standard cities
         * @description A page of a tenant's standard cities. Used by the City mapping page.
         */
        get: operations["listTenantStandardCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/sysStandardCity/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Map a standard city to a business-travel city
         * @description Map a standard city to a business-travel city. Used by the City mapping page.
         */
        post: operations["mapStandardCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/sysStandardCity/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a standard city
         * @description Delete a standard city. Used by the City mapping page.
         */
        delete: operations["deleteStandardCity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/sysStandardCity/syncSlyCityInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the business-travel cities of countries and match them
         * @description Sync the business-travel cities of countries and match them. Used by the City mapping page.
         */
        post: operations["syncStandardCities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/syscity/syncSlyCityInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the business-travel cities of countries
         * @description Sync the business-travel cities of countries. Used by the City mapping page.
         */
        post: operations["syncTravelCities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/basiccountry/getCountryInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The countries
         * @description The countries. Used by the City mapping page.
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/syscity/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of business-travel cities
         * @description A page of business-travel cities. Used by the City mapping page.
         */
        get: operations["listTravelCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trip/basic/commonCity/mgr/getCommonCityListByDivName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Business-travel cities by name
         * @description Business-travel cities by name. Used by the City mapping page.
         */
        get: operations["findTravelCitiesByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/syscity/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a business-travel city
         * @description Add a business-travel city.
         */
        post: operations["createTravelCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/syscity/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a business-travel city
         * @description Change a business-travel city.
         */
        post: operations["updateTravelCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/syscity/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a business-travel city
         * @description Delete a business-travel city.
         */
        delete: operations["deleteTravelCity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/menu/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One menu node
         * @description One menu node.
         */
        get: operations["getMenu"];
        put?: never;
        post?: never;
        /**
         * Delete a menu node
         * @description Delete a menu node.
         */
        delete: operations["deleteMenu"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dict/type/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The items of a dictionary
         * @description The items of a dictionary. Used by the Child account list (child).
         */
        get: operations["listDictItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tenant/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's product lines and menus
         * @description A tenant's product lines and menus.
         */
        get: operations["getTenantProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tenant/update/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a tenant's product lines and menus
         * @description Change a tenant's product lines and menus.
         */
        put: operations["updateTenantMenus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/log/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the error log
         * @description A page of the error log.
         */
        get: operations["listErrorLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an error log entry
         * @description Delete an error log entry.
         */
        delete: operations["deleteErrorLog"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/log/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the browser's error log entries
         * @description Store the browser's error log entries. Used by the Shell (docs/product.md#the-admin-shell).
         */
        post: operations["uploadErrorLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/message/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the user's system messages and the unread count
         * @description A page of the user's system messages and the unread count. Used by the Shell's system message popover.
         */
        get: operations["listMyMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message with the task it is about (read now)
         * @description One message with the task it is about (read now). Used by the message detail page (/activti/detail/{id}).
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/message/read/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a message read
         * @description Mark a message read. Used by the Shell's system message popover.
         */
        put: operations["markMessageRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/message/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark every message of the user read
         * @description Mark every message of the user read. Used by the Shell's system message popover.
         */
        put: operations["markAllMessagesRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consumer/send/broadcast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to every live session of the tenant
         * @description Send a message to every live session of the tenant.
         */
        post: operations["broadcastMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scm/params": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's supply-chain parameters
         * @description The tenant's supply-chain parameters. Used by the Shell (docs/product.md#the-admin-shell).
         */
        get: operations["listScmParams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of account subjects
         * @description A page of account subjects.
         */
        post: operations["listSubjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/view/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account subject
         * @description One account subject. Used by the Subject account overview.
         */
        get: operations["getSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/scenes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's business scenes
         * @description The tenant's business scenes.
         */
        get: operations["listSubjectScenes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a subject with its parent account
         * @description Open a subject with its parent account.
         */
        post: operations["createSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a subject and its parent account's name and scenes
         * @description Change a subject and its parent account's name and scenes.
         */
        post: operations["updateSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/operate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable a subject's parent account
         * @description Enable or disable a subject's parent account.
         */
        post: operations["setSubjectStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/freeze/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Freeze a subject's parent account
         * @description Freeze a subject's parent account.
         */
        get: operations["freezeSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/thaw/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Thaw a subject's parent account
         * @description Thaw a subject's parent account.
         */
        get: operations["thawSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/manage/view/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One parent account
         * @description One parent account. Used by the Child account list (child).
         */
        get: operations["getParentAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/son/view/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One child account
         * @description One child account. Used by the Child account form (addChild) and the Account edit page (editChild).
         */
        get: operations["getChildAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/scenes/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's business scenes
         * @description An account's business scenes. Used by the Child account form (addChild) and the Account edit page (editChild).
         */
        get: operations["listAccountScenes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/son/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of child accounts
         * @description A page of child accounts. Used by the Child account list (child).
         */
        post: operations["listChildAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a child account
         * @description Add a child account. Used by the Child account form (addChild) and the Account edit page (editChild).
         */
        post: operations["createChildAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a child account
         * @description Change a child account. Used by the Child account form (addChild) and the Account edit page (editChild).
         */
        post: operations["updateChildAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/operate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable an account
         * @description Enable or disable an account. Used by the Child account list (child).
         */
        post: operations["setAccountStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/freeze/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Freeze an account
         * @description Freeze an account. Used by the Child account list (child).
         */
        get: operations["freezeAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/thaw/{id}/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Thaw an account
         * @description Thaw an account. Used by the Child account list (child).
         */
        get: operations["thawAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/exchangeAccounts/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recharge an account
         * @description Recharge an account. Used by the Recharge dialog.
         */
        post: operations["rechargeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/queryAccountDealLock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's deal locks
         * @description An account's deal locks. Used by the Child account list (child).
         */
        get: operations["listAccountDealLocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccount/overview/{subject}/{tenant}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subject's totals and a page of its accounts
         * @description A subject's totals and a page of its accounts. Used by the Subject account overview.
         */
        get: operations["getSubjectOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountLimit/getActAccountLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's permissions and limits
         * @description An account's permissions and limits. Used by the Account permission edit dialog.
         */
        get: operations["getAccountLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountLimit/saveActAccountLimit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an account's permissions and limits
         * @description Change an account's permissions and limits. Used by the Account permission edit dialog.
         */
        post: operations["saveAccountLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actaccountflow/detail/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of account flows
         * @description A page of account flows. Used by the Account flow detail page (/accountBillDetail).
         */
        post: operations["listAccountFlows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bi/ctnbideptcardflowdetail/getCtnBiDeptCardSummaryDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the department-card summary with its totals
         * @description A page of the department-card summary with its totals.
         */
        post: operations["listDeptCardSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/listByIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Users by their ids
         * @description Users by their ids. Used by the Organisation tree picker.
         */
        post: operations["listUsersByIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/getDeptListByIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Departments by their ids
         * @description Departments by their ids. Used by the Organisation tree picker.
         */
        post: operations["listDeptsByIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/getDeptLabLeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The department levels
         * @description The department levels. Used by the Organisation tree picker.
         */
        get: operations["listDeptLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/list/byCompanyId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The departments under a company, as a tree
         * @description The departments under a company, as a tree. Used by the Organisation tree picker.
         */
        get: operations["listDeptsOfCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/user/queryByDeptId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the users of a department
         * @description A page of the users of a department. Used by the Add-person page (addPerson).
         */
        post: operations["listUsersOfDept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/v2/lazyLoadTree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One level of the organisation tree, or a search of it
         * @description One level of the organisation tree, or a search of it. Used by the Organisation tree picker.
         */
        post: operations["loadDeptTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/v2/lazyLoadTreeV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One level of the organisation tree, or a search of it (v2)
         * @description One level of the organisation tree, or a search of it (v2). Used by the Organisation tree picker.
         */
        post: operations["loadDeptTreeV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/v2/loadTreeByName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation tree down to the departments a name finds
         * @description The organisation tree down to the departments a name finds. Used by the Organisation tree picker.
         */
        post: operations["searchDeptTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/v2/loadTreeByNameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation tree down to the departments a name finds (v2)
         * @description The organisation tree down to the departments a name finds (v2). Used by the Organisation tree picker.
         */
        post: operations["searchDeptTreeV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/loadTreeByName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation tree down to the departments a name finds (first version)
         * @description The organisation tree down to the departments a name finds (first version). Used by the Organisation tree picker.
         */
        post: operations["searchDeptTreeLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dept/loadTreeByNameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organisation tree down to the departments a name finds (first version, v2)
         * @description The organisation tree down to the departments a name finds (first version, v2). Used by the Organisation tree picker.
         */
        post: operations["searchDeptTreeLegacyV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/import/template/{code}/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The spreadsheet template of an import
         * @description The spreadsheet template of an import.
         */
        get: operations["downloadImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/importdata/async/auto-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a spreadsheet to import
         * @description Upload a spreadsheet to import.
         */
        post: operations["startImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/import/importlog/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the import log
         * @description A page of the import log.
         */
        get: operations["listImportLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{module}/importdata/export/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The result file of an import
         * @description The result file of an import.
         */
        get: operations["downloadImportResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actAccountType/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export account types
         * @description Export account types.
         */
        post: operations["exportAccountTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/actaccountflow/detail/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export account flows
         * @description Export account flows. Used by the Account flow detail page (/accountBillDetail).
         */
        post: operations["exportAccountFlows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platsync/sysStandardCity/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export standard cities
         * @description Export standard cities. Used by the City mapping page.
         */
        post: operations["exportStandardCities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountcenter/subject/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export account subjects
         * @description Export account subjects.
         */
        post: operations["exportSubjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the audit trail
         * @description Export the audit trail.
         */
        post: operations["exportAuditTrail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bi/ctnbideptcardflowdetail/getCtnBiDeptCardSummaryDetailExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the department-card summary
         * @description Export the department-card summary.
         */
        post: operations["exportDeptCardSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/export-task/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the export log
         * @description A page of the export log.
         */
        get: operations["listExportTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/export-task/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an export
         * @description Cancel an export.
         */
        post: operations["cancelExportTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/task/running": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's unfinished imports and exports
         * @description The user's unfinished imports and exports. Used by the Shell (docs/product.md#the-admin-shell).
         */
        get: operations["listRunningTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sys-file/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export file, by bucket and name
         * @description An export file, by bucket and name.
         */
        get: operations["downloadExportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sys-file/{bucket}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export file, by its path
         * @description An export file, by its path.
         */
        get: operations["downloadExportFileByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the audit trail
         * @description A page of the audit trail.
         */
        get: operations["listAuditRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the tenant's audit hash chain
         * @description Check the tenant's audit hash chain.
         */
        get: operations["verifyAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One record's changes from the audit trail, newest first
         * @description One record's changes from the audit trail, newest first. Used by the History drawer of every audited list and the audit page (docs/product.md#history-and-undo).
         */
        get: operations["getRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/{auditId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a change's fields back (a bulk action: all of it), audited as a revert
         * @description Put a change's fields back (a bulk action: all of it), audited as a revert. Used by the History drawer of every audited list and the audit page (docs/product.md#history-and-undo).
         */
        post: operations["revertChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/listPref/{listKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's layout and default view of a list
         * @description The user's layout and default view of a list.
         */
        get: operations["getListPrefs"];
        /**
         * Save the user's layout of a list
         * @description Save the user's layout of a list.
         */
        put: operations["saveListSettings"];
        post?: never;
        /**
         * Go back to a list's declared layout
         * @description Go back to a list's declared layout.
         */
        delete: operations["resetListSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/listView": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The saved views of a list
         * @description The saved views of a list.
         */
        get: operations["listListViews"];
        put?: never;
        /**
         * Save a view of a list
         * @description Save a view of a list.
         */
        post: operations["createListView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/listView/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the user's default view of a list
         * @description Choose the user's default view of a list.
         */
        put: operations["setDefaultListView"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/listView/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, share or replace a saved view
         * @description Rename, share or replace a saved view.
         */
        put: operations["updateListView"];
        post?: never;
        /**
         * Delete a saved view
         * @description Delete a saved view.
         */
        delete: operations["deleteListView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sources a runtime screen may read, with their typed fields and mutations
         * @description The sources a runtime screen may read, with their typed fields and mutations. Used by the Screen designer (/admin/screen/index).
         */
        get: operations["listScreenSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the tenant's runtime screens
         * @description A page of the tenant's runtime screens. Used by the Screen designer (/admin/screen/index).
         */
        get: operations["listScreens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published runtime screens the user may open
         * @description The published runtime screens the user may open. Used by the menu administration and the command palette.
         */
        get: operations["listPublishedScreens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/published/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published declaration of a runtime screen, with its source
         * @description The published declaration of a runtime screen, with its source. Used by a runtime screen (/s/{key}).
         */
        get: operations["getPublishedScreen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One runtime screen with its newest declaration
         * @description One runtime screen with its newest declaration. Used by the Screen designer (/admin/screen/index).
         */
        get: operations["getScreen"];
        put?: never;
        post?: never;
        /**
         * Delete a runtime screen no menu node uses
         * @description Delete a runtime screen no menu node uses. Used by the Screen designer (/admin/screen/index).
         */
        delete: operations["deleteScreen"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A runtime screen's versions, newest first
         * @description A runtime screen's versions, newest first. Used by the Screen designer (/admin/screen/index).
         */
        get: operations["listScreenVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a new draft version of a runtime screen
         * @description Save a new draft version of a runtime screen. Used by the Screen designer (/admin/screen/index).
         */
        put: operations["updateScreen"];
        /**
         * Add a runtime screen (its version 1, a draft)
         * @description Add a runtime screen (its version 1, a draft). Used by the Screen designer (/admin/screen/index).
         */
        post: operations["createScreen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a runtime screen's newest version
         * @description Publish a runtime screen's newest version. Used by the Screen designer (/admin/screen/index).
         */
        post: operations["publishScreen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/{id}/rollback/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an earlier version of a runtime screen again
         * @description Publish an earlier version of a runtime screen again. Used by the Screen designer (/admin/screen/index).
         */
        post: operations["rollbackScreen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/screen/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a runtime screen no menu node uses
         * @description Withdraw a runtime screen no menu node uses. Used by the Screen designer (/admin/screen/index).
         */
        post: operations["unpublishScreen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's approval rules in force (ETag: their version)
         * @description The tenant's approval rules in force (ETag: their version). Used by the approval rules (/admin/approvalRule/index).
         */
        get: operations["getApprovalRules"];
        /**
         * Replace the tenant's approval rules with a new version (If-Match: the version read)
         * @description Replace the tenant's approval rules with a new version (If-Match: the version read). Used by the approval rules (/admin/approvalRule/index).
         */
        put: operations["saveApprovalRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/rules/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every version of the tenant's approval rules, newest first
         * @description Every version of the tenant's approval rules, newest first. Used by the approval rules (/admin/approvalRule/index).
         */
        get: operations["listApprovalRuleVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of approval requests: to approve, mine or done
         * @description A page of approval requests: to approve, mine or done. Used by the approval inbox (/admin/approval/index) and a request's page (/admin/approval/detail).
         */
        get: operations["listApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many requests wait for the caller (the top bar's badge)
         * @description How many requests wait for the caller (the top bar's badge). Used by the Shell's approval badge.
         */
        get: operations["countApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/marks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending requests of some records (a list marks those rows)
         * @description The pending requests of some records (a list marks those rows). Used by the lists of covered records.
         */
        get: operations["listPendingApprovalMarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One request with its change, votes, comments and the record's history
         * @description One request with its change, votes, comments and the record's history. Used by the approval inbox (/admin/approval/index) and a request's page (/admin/approval/detail).
         */
        get: operations["getApprovalRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request; the last approval needed applies the held change once
         * @description Approve a request; the last approval needed applies the held change once. Used by the approval inbox (/admin/approval/index) and a request's page (/admin/approval/detail).
         */
        post: operations["approveRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a request, with its reason
         * @description Reject a request, with its reason. Used by the approval inbox (/admin/approval/index) and a request's page (/admin/approval/detail).
         */
        post: operations["rejectRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back one's own pending request
         * @description Take back one's own pending request. Used by the approval inbox (/admin/approval/index) and a request's page (/admin/approval/detail).
         */
        post: operations["withdrawRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approval/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a request; the users it @mentions are reminded
         * @description Comment on a request; the users it @mentions are reminded. Used by the approval inbox (/admin/approval/index) and a request's page (/admin/approval/detail).
         */
        post: operations["commentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/aggregates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The named aggregates, their options, and whether the caller may read each
         * @description The named aggregates, their options, and whether the caller may read each. Used by the Dashboard designer (/admin/dashboard/index).
         */
        get: operations["listAggregates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/aggregate/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One named aggregate over a range of days, grouped and filtered by its declared options
         * @description One named aggregate over a range of days, grouped and filtered by its declared options. Used by the module homes (/wel/index, /scm/wel/index, /operate/wel/index).
         */
        get: operations["getAggregate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/home/{home}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A module home's dashboard: the tenant's published one, or the built-in one
         * @description A module home's dashboard: the tenant's published one, or the built-in one. Used by the module homes (/wel/index, /scm/wel/index, /operate/wel/index).
         */
        get: operations["getHomeDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the tenant's dashboards
         * @description A page of the tenant's dashboards. Used by the Dashboard designer (/admin/dashboard/index).
         */
        get: operations["listDashboards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dashboard with its newest declaration
         * @description One dashboard with its newest declaration. Used by the Dashboard designer (/admin/dashboard/index).
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        /**
         * Delete a dashboard (its home shows the built-in one again)
         * @description Delete a dashboard (its home shows the built-in one again). Used by the Dashboard designer (/admin/dashboard/index).
         */
        delete: operations["deleteDashboard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dashboard's versions, newest first
         * @description A dashboard's versions, newest first. Used by the Dashboard designer (/admin/dashboard/index).
         */
        get: operations["listDashboardVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a new draft version of a dashboard
         * @description Save a new draft version of a dashboard. Used by the Dashboard designer (/admin/dashboard/index).
         */
        put: operations["updateDashboard"];
        /**
         * Add a module home's dashboard (its version 1, a draft)
         * @description Add a module home's dashboard (its version 1, a draft). Used by the Dashboard designer (/admin/dashboard/index).
         */
        post: operations["createDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a dashboard's newest version
         * @description Publish a dashboard's newest version. Used by the Dashboard designer (/admin/dashboard/index).
         */
        post: operations["publishDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/{id}/rollback/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an earlier version of a dashboard again
         * @description Publish an earlier version of a dashboard again. Used by the Dashboard designer (/admin/dashboard/index).
         */
        post: operations["rollbackDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a dashboard (its home shows the built-in one again)
         * @description Withdraw a dashboard (its home shows the built-in one again). Used by the Dashboard designer (/admin/dashboard/index).
         */
        post: operations["unpublishDashboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            id: number;
            tenantId: number;
            accountNo: string;
            accountName: string;
            accountTypeId: number | null;
            accountTypeName: string | null;
            accountKind: number | null;
            /** @description Scope: 1 self-use, 2 organisation, 3 employee (also as accountScope) */
            accountType: number;
            accountScope: number;
            /** @description 1 parent account, 2 child account */
            level: number;
            /** @description 1 disabled, 2 enabled, 3 frozen */
            status: number;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            operator: string | null;
            /** @description Balance (null where amounts are withheld) */
            accountNum: string | null;
            /** @description Credit (null where amounts are withheld) */
            creditNum: string | null;
            /** @description Balance upper limit (null where amounts are withheld) */
            balanceLimit: string | null;
            /** @description Recharged in total (null where amounts are withheld) */
            totalExchangeNum: string | null;
            configIds: number[];
            configNames: string;
            parentId: number | null;
            parentSubjectNo: string | null;
            subjectId: number;
            subjectName: string;
            subjectNo: string;
            subjectType: number;
            subjectSysId: number | null;
            accountSysId: number[];
            flag: number;
            /** @description Pre-locked (null where amounts are withheld) */
            lockNum: string | null;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
        };
        AccountFlow: {
            flowMetaId: number;
            accountNo: string;
            accountName: string;
            accountScopeStr: string;
            accountTypeName: string | null;
            subjectName: string;
            subjectNo: string;
            subjectType: number;
            accountKind: number | null;
            exchangeType: number;
            flowType: number;
            /** @description The signed change of this flow (null where amounts are withheld) */
            totalExchangeNum: string | null;
            /** @description Balance after the flow (null where amounts are withheld) */
            afterNum: string | null;
            /** @description Credit after the flow (null where amounts are withheld) */
            afterCreditNum: string | null;
            /** @description Balance including the credit (null where amounts are withheld) */
            totalNum: string | null;
            exchangeTypeStr: string;
            /** @description yyyy-MM-dd HH:mm:ss */
            flowDate: string;
            tenantId: number;
            tenantName: string;
        };
        AccountLimits: {
            accountNo: string;
            accountLimitList: {
                actionLimit: string;
                limitType: number;
                limitNum: string | null;
                limitOn: boolean;
                actionLabel: string;
            }[];
            dealTypeLimitList: {
                actionLimit: string;
                limitType: number;
                limitNum: string | null;
                limitOn: boolean;
                actionLabel: string;
            }[];
            /** @description null where amounts are withheld */
            balanceLimit: string | null;
            /** @description The whole credit limit, or empty for none (null where amounts are withheld) */
            creditLimit: string | null;
            /** @description The version of the account’s limits (their own, apart from the account’s): send it back to save them */
            version: number;
            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
        };
        AccountSubject: {
            id: number;
            subjectNo: string;
            subjectName: string;
            subjectType: number;
            subjectSysId: number | null;
            tenantId: number;
            tenantName: string;
            accountId: number;
            accountNo: string;
            accountName: string;
            status: number;
            /** @description Balance of the parent account (null where amounts are withheld) */
            accountNum: string | null;
            /** @description Credit of the parent account (null where amounts are withheld) */
            creditNum: string | null;
            childCount: number;
            configIds: number[];
            configNames: string;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
        };
        AccountType: {
            id: number;
            tenantId: number;
            accountTypeName: string;
            /**
             * @description 0: Personal; 1: Welfare; 4: Travel; 2: Department overtime card; 3: Department activity card
             * @enum {number}
             */
            accountType: 0 | 1 | 4 | 2 | 3;
            /**
             * @description 1: Amount; 2: Count; 3: Points
             * @enum {number}
             */
            accountKind: 1 | 2 | 3;
            /** @enum {string} */
            enableFlag: "0" | "1";
            remark: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            updateTime: string | null;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
        };
        AccountsByStatus: {
            /** @constant */
            name: "accountsByStatus";
            /** @description The first day read; null for an aggregate as of now */
            from: string | null;
            to: string | null;
            groupBy: string;
            /** @description Figures of every tenant (operators), else of the request’s tenant */
            allTenants: boolean;
            /** @description The measures the data scope withholds (their values are null) */
            withheld: string[];
            rows: {
                status: number;
                count: number;
            }[];
        };
        AdminDept: {
            deptId: number;
            name: string;
            /** @description 0 for the group at the top */
            parentId: number;
            parentName: string | null;
            /** @description Level: 0 group, 1 company, 2 department, 3 team ... */
            deptLable: number;
            sortOrder: number;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
        };
        AdminRole: {
            roleId: number;
            roleCode: string;
            roleName: string;
            /**
             * @description 0: All; 1: Custom departments; 2: Own department and below; 3: Own department; 4: Self only
             * @enum {number}
             */
            dsType: 0 | 1 | 2 | 3 | 4;
            /** @description Departments of a custom scope (dsType 1) */
            dsScope: number[];
            /** @description Fields withheld from the role: amount, phone, idNumber, merchantAuth */
            withheld: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
            /** @description Menu and button nodes the role holds */
            menuIds: number[];
            /** @description Users holding the role */
            userCount: number;
            /** @description An operations role: acts on any tenant */
            crossTenant: boolean;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
        };
        AdminUser: {
            userId: number;
            username: string;
            actualName: string;
            phone: string | null;
            idNumber: string | null;
            jobNo: string | null;
            deptId: number | null;
            deptName: string | null;
            roleIds: number[];
            roleNames: string[];
            /**
             * @description 0: Active; 9: Disabled
             * @enum {string}
             */
            lockFlag: "0" | "9";
            /** @description Locked out after failed sign-ins (an administrator may unlock it) */
            loginLocked: boolean;
            /** @description Must set a password of their own before anything else */
            passwordTemporary: boolean;
            /** @description Has a password (an employee without one never signs in) */
            canSignIn: boolean;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
        };
        ApprovalDetail: {
            id: number;
            /**
             * @description recharge: Recharge; accountLimit: Balance or credit limit change; accountStatus: Enable or disable an account; subjectStatus: Enable or disable a subject; merchantAuth: Out merchant authorisation change; roleMenu: Role menu change; roleScope: Role data scope change
             * @enum {string}
             */
            action: "recharge" | "accountLimit" | "accountStatus" | "subjectStatus" | "merchantAuth" | "roleMenu" | "roleScope";
            /** @description The entity the change is about, as the audit trail names it */
            entity: string;
            entityId: string;
            /** @description The record as people know it (an account name and number, a merchant) */
            title: string;
            /**
             * @description pending: Pending; approved: Approved; rejected: Rejected; withdrawn: Withdrawn; expired: Expired; conflicted: Conflicted (record changed)
             * @enum {string}
             */
            state: "pending" | "approved" | "rejected" | "withdrawn" | "expired" | "conflicted";
            /** @description What the change moves or sets, for the rules that count from an amount */
            amount: string | null;
            /** @description Approvals the request needs */
            approvals: number;
            approvedCount: number;
            requester: {
                userId: number;
                username: string;
                actualName: string;
            };
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description yyyy-MM-dd HH:mm:ss */
            expireTime: string;
            decideTime: string | null;
            /** @description A rejection's reason, or why a request ended without being applied */
            reason: string | null;
            /** @description The held change: each field before and after (secrets masked) */
            changes: {
                field: string;
                before: components["schemas"]["JsonValue"];
                after: components["schemas"]["JsonValue"];
            }[];
            canApprove: boolean;
            canReject: boolean;
            canWithdraw: boolean;
            votes: {
                userId: number;
                username: string;
                actualName: string;
                /** @enum {string} */
                decision: "approve" | "reject";
                comment: string | null;
                /** @description yyyy-MM-dd HH:mm:ss */
                createTime: string;
            }[];
            comments: {
                userId: number;
                username: string;
                actualName: string;
                id: number;
                content: string;
                mentions: string[];
                /** @description yyyy-MM-dd HH:mm:ss */
                createTime: string;
            }[];
            /** @description The record's latest audited changes, newest first */
            history: {
                auditId: number;
                action: string;
                /** @description yyyy-MM-dd HH:mm:ss */
                createTime: string;
                username: string | null;
                actualName: string | null;
                changes: {
                    field: string;
                    before: components["schemas"]["JsonValue"];
                    after: components["schemas"]["JsonValue"];
                }[];
            }[];
            /** @description Of a conflicted request: each field as the request found it and as it stands */
            conflicts: {
                field: string;
                expected: unknown;
                current: unknown;
            }[];
        };
        ApprovalRequest: {
            id: number;
            /**
             * @description recharge: Recharge; accountLimit: Balance or credit limit change; accountStatus: Enable or disable an account; subjectStatus: Enable or disable a subject; merchantAuth: Out merchant authorisation change; roleMenu: Role menu change; roleScope: Role data scope change
             * @enum {string}
             */
            action: "recharge" | "accountLimit" | "accountStatus" | "subjectStatus" | "merchantAuth" | "roleMenu" | "roleScope";
            /** @description The entity the change is about, as the audit trail names it */
            entity: string;
            entityId: string;
            /** @description The record as people know it (an account name and number, a merchant) */
            title: string;
            /**
             * @description pending: Pending; approved: Approved; rejected: Rejected; withdrawn: Withdrawn; expired: Expired; conflicted: Conflicted (record changed)
             * @enum {string}
             */
            state: "pending" | "approved" | "rejected" | "withdrawn" | "expired" | "conflicted";
            /** @description What the change moves or sets, for the rules that count from an amount */
            amount: string | null;
            /** @description Approvals the request needs */
            approvals: number;
            approvedCount: number;
            requester: {
                userId: number;
                username: string;
                actualName: string;
            };
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description yyyy-MM-dd HH:mm:ss */
            expireTime: string;
            decideTime: string | null;
            /** @description A rejection's reason, or why a request ended without being applied */
            reason: string | null;
            /** @description The held change: each field before and after (secrets masked) */
            changes: {
                field: string;
                before: components["schemas"]["JsonValue"];
                after: components["schemas"]["JsonValue"];
            }[];
            canApprove: boolean;
            canReject: boolean;
            canWithdraw: boolean;
        };
        ApprovalRule: {
            /**
             * @description recharge: Recharge; accountLimit: Balance or credit limit change; accountStatus: Enable or disable an account; subjectStatus: Enable or disable a subject; merchantAuth: Out merchant authorisation change; roleMenu: Role menu change; roleScope: Role data scope change
             * @enum {string}
             */
            action: "recharge" | "accountLimit" | "accountStatus" | "subjectStatus" | "merchantAuth" | "roleMenu" | "roleScope";
            /** @description Held only from this amount on (recharges and limits); absent: every amount */
            minAmount?: string;
            /**
             * @description 1, or 2 by different people
             * @enum {number}
             */
            approvals: 1 | 2;
            enabled: boolean;
            /** @description How long a request of this rule lives */
            expireHours: number;
        };
        ApprovalRuleVersion: {
            version: number;
            createTime: string | null;
            username: string | null;
            actualName: string | null;
            rules: components["schemas"]["ApprovalRule"][];
        };
        AuditHistoryRecord: {
            auditId: number;
            action: string;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            userId: number | null;
            username: string | null;
            actualName: string | null;
            changes: {
                field: string;
                before: components["schemas"]["JsonValue"];
                after: components["schemas"]["JsonValue"];
            }[];
            /** @description The audit id of the change this one reverts (action revert) */
            revertOf: number | null;
            /** @description The bulk action this change belongs to; its changes revert as one */
            batchId: string | null;
            /** @description The audit id of a later revert of this change, if any */
            revertedBy: number | null;
            /** @description Whether the server can revert this kind of change (money never) */
            revertible: boolean;
            /** @description Set when this change knowingly replaced someone else’s: the version it overwrote */
            overwroteVersion: number | null;
        };
        AuditRecord: {
            id: number;
            /** @description Position in the tenant's hash chain */
            seq: number;
            tenantId: number;
            userId: number | null;
            username: string | null;
            actualName: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            clientIp: string | null;
            /** @description The x-request-id of the call, as in the server's log lines (null on records older than it) */
            requestId: string | null;
            userAgent: string | null;
            method: string;
            route: string;
            action: string;
            entity: string;
            entityId: string | null;
            changes: {
                field: string;
                before: components["schemas"]["JsonValue"];
                after: components["schemas"]["JsonValue"];
            }[];
            /** @enum {string} */
            result: "ok" | "error";
            /** @description The HTTP status of a refused call */
            errorCode: number | null;
            errorMsg: string | null;
            prevHash: string;
            hash: string;
            /** @description The audit id of the change this record reverts (action revert) */
            revertOf: number | null;
            /** @description The bulk action this record belongs to */
            batchId: string | null;
        };
        AuditRevertConflict: {
            /** @constant */
            code: 1;
            msg: string;
            data: {
                conflicts: {
                    auditId: number;
                    entity: string;
                    entityId: string | null;
                    field: string;
                    /** @description The change's after value */
                    expected: components["schemas"]["JsonValue"];
                    /** @description What the record holds now (null: the record is gone) */
                    current: components["schemas"]["JsonValue"];
                }[];
            };
        };
        BalancesByAccountType: {
            /** @constant */
            name: "balancesByAccountType";
            /** @description The first day read; null for an aggregate as of now */
            from: string | null;
            to: string | null;
            groupBy: string;
            /** @description Figures of every tenant (operators), else of the request’s tenant */
            allTenants: boolean;
            /** @description The measures the data scope withholds (their values are null) */
            withheld: string[];
            rows: {
                /** @description null: accounts of no type (the subjects’ main accounts) */
                accountTypeId: number | null;
                accountTypeName: string | null;
                /** @description Money to the cent; null where the data scope withholds amounts */
                amount: string | null;
                count: number;
            }[];
        };
        BusinessScene: {
            id: number;
            sceneName: string;
        };
        ConsumptionPerDay: {
            /** @constant */
            name: "consumptionPerDay";
            /** @description The first day read; null for an aggregate as of now */
            from: string | null;
            to: string | null;
            groupBy: string;
            /** @description Figures of every tenant (operators), else of the request’s tenant */
            allTenants: boolean;
            /** @description The measures the data scope withholds (their values are null) */
            withheld: string[];
            rows: {
                /** @description The first day of the bucket */
                date: string;
                /** @description Money to the cent; null where the data scope withholds amounts */
                amount: string | null;
                count: number;
            }[];
        };
        Country: {
            cnName: string;
            code: string;
            enName: string;
        };
        Dashboard: {
            id: number;
            /** @enum {string} */
            home: "wel" | "scm" | "operate";
            titleZh: string;
            titleEn: string;
            latestVersion: number;
            /** @description null while no version is published */
            publishedVersion: number | null;
            /** @description A DashboardDeclaration: home, title {zh, en}, widgets */
            declaration: unknown;
            updateBy: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            updateTime: string;
            /** @description The dashboard record’s version (every draft, publication and withdrawal moves it); not a declaration’s version number */
            version: number;
        };
        DashboardVersion: {
            version: number;
            createBy: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            published: boolean;
            /** @description A DashboardDeclaration: home, title {zh, en}, widgets */
            declaration: unknown;
        };
        DeptCardSummaryRow: {
            accountId: number;
            accountNo: string;
            accountName: string;
            subjectName: string;
            /** @description The departments the card serves (organisation-wide cards), joined */
            deptNames: string | null;
            category: number;
            accountTypeName: string;
            status: number;
            /** @description Income of the chosen days (null where amounts are withheld) */
            incomeNum: string | null;
            /** @description Expense of the chosen days (null where amounts are withheld) */
            expenseNum: string | null;
            flowCount: number;
            /** @description The balance now (null where amounts are withheld) */
            accountNum: string | null;
            /** @description The credit now (null where amounts are withheld) */
            creditNum: string | null;
        };
        DeptNode: {
            deptId: number;
            name: string;
            parentId: number;
            parentName?: string | null;
            /** @description Level: 0 group, 1 company, 2 department, 3 team ... */
            deptLable: number;
            isLevel: boolean;
            enable: string;
            disabled: boolean;
            hasChildren: boolean;
            /** @description The department record's version (docs/security.md) */
            version?: number;
            children?: components["schemas"]["DeptNode"][];
        };
        DictItem: {
            id: number;
            dictType: string;
            value: string;
            label: string;
            enLabel: string;
            sortOrder: number;
            description: string | null;
        };
        ErrorLogRecord: {
            id: number;
            tenantId: number;
            userId: number;
            username: string;
            type: string;
            message: string;
            stack: string;
            info: string;
            url: string;
            /** @description When the browser met the error, as it reported it */
            time: string;
            remoteAddr: string | null;
            userAgent: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
        };
        ExportTaskRecord: {
            id: number;
            taskName: string;
            billType: string | null;
            totalNum: number;
            successNum: number;
            /** @enum {string} */
            state: "doing" | "done" | "cancelled" | "failed";
            message: string | null;
            creatorName: string;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description Relative to the API base; null until the file exists */
            downloadUrl: string | null;
            progress: {
                /** @enum {string} */
                phase: "waiting" | "reading" | "writing";
                done: number;
                total: number | null;
                rowsPerSecond: number | null;
                secondsLeft: number | null;
            } | null;
        };
        /** @description Every refusal, whatever its HTTP status: code 1 and a message */
        Failure: {
            /** @constant */
            code: 1;
            /** @description What went wrong, in the language of Accept-Language (zh by default) */
            msg: string;
            data: null;
            /** @description On a validation failure: the message of each failing field, by field path */
            errors?: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        FlowsByExchangeType: {
            /** @constant */
            name: "flowsByExchangeType";
            /** @description The first day read; null for an aggregate as of now */
            from: string | null;
            to: string | null;
            groupBy: string;
            /** @description Figures of every tenant (operators), else of the request’s tenant */
            allTenants: boolean;
            /** @description The measures the data scope withholds (their values are null) */
            withheld: string[];
            rows: {
                exchangeType: number;
                /** @description Money to the cent; null where the data scope withholds amounts */
                amount: string | null;
                count: number;
            }[];
        };
        /** @description The call was held for approval (docs/approvals.md): nothing changed yet */
        HeldApproval: {
            approval: {
                id: number;
                /** @constant */
                state: "pending";
            };
        };
        HomeDashboard: {
            id: number | null;
            /** @description null: the built-in dashboard of this home */
            version: number | null;
            /** @description A DashboardDeclaration: home, title {zh, en}, widgets */
            declaration: unknown;
        };
        ImportLogRecord: {
            id: number;
            templateCode: string;
            batch: string;
            fileName: string;
            dataCount: number;
            successNum: number;
            /** @enum {string} */
            status: "UPLOADING" | "UPLOADED" | "CHECKING" | "CHECKED" | "IMPORTING" | "IMPORTED" | "CHECK_FAIL" | "IMPORT_FAIL";
            /** @description Why the task failed (file-level problems, interruption); row errors are in the result file */
            errorMsg: string | null;
            creatorName: string;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description Relative to the API base; null until the file exists */
            downloadUrl: string | null;
            progress: {
                /** @enum {string} */
                phase: "waiting" | "reading" | "writing";
                done: number;
                total: number | null;
                rowsPerSecond: number | null;
                secondsLeft: number | null;
            } | null;
        };
        /** @description Any JSON value: text, a number, true or false, null, or a list or an object of JSON values */
        JsonValue: string | number | boolean | null | components["schemas"]["JsonValue"][] | {
            [key: string]: components["schemas"]["JsonValue"];
        };
        LastChange: {
            userId: number | null;
            username: string | null;
            actualName: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            time: string;
            /** @description The audit action of that change (update, enable, revert...) */
            action: string;
        };
        ListView: {
            id: number;
            listKey: string;
            name: string;
            shared: boolean;
            state: {
                search: {
                    [key: string]: string;
                };
                sort?: {
                    field: string;
                    /** @enum {string} */
                    order: "asc" | "desc";
                };
                columns?: {
                    key: string;
                    hidden?: boolean;
                    width?: number;
                    /** @enum {string} */
                    fixed?: "left" | "right";
                }[];
                /** @enum {string} */
                density?: "large" | "middle" | "small";
            };
            ownerId: number;
            ownerName: string;
            /** @description The view is the caller's own (only the owner renames, shares or deletes it) */
            mine: boolean;
            /** @description yyyy-MM-dd HH:mm:ss */
            updateTime: string;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
        };
        MenuNode: {
            id: number;
            parentId: number;
            name: string;
            /** @description The English name; empty falls back to the Chinese one */
            enName?: string | null;
            label: string;
            path: string;
            icon: string | null;
            sortOrder: number;
            /** @enum {string} */
            keepAlive: "0" | "1";
            /**
             * @description '0' menu, '1' button (permission only, never shown)
             * @enum {string}
             */
            type: "0" | "1";
            permission: string | null;
            roles?: string[];
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
            children: components["schemas"]["MenuNode"][];
        };
        OutMerchant: {
            id: number;
            tenantId: number;
            /**
             * @description MEITUAN: Meituan Enterprise; ELEME: Ele.me Enterprise; DIDI: DiDi Enterprise; CTRIP: Trip.com Business; ALIPAY: Alipay Enterprise Code; JD: JD Enterprise Purchase
             * @enum {string}
             */
            outSupplier: "MEITUAN" | "ELEME" | "DIDI" | "CTRIP" | "ALIPAY" | "JD";
            merchantCode: string;
            merchantName: string;
            /** @enum {string} */
            enabledFlag: "0" | "1";
            /** @description JSON text of the authorisation, its secrets masked as ****** (null where withheld) */
            outAuthInfo: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            updateTime: string | null;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
        };
        PickerPerson: {
            userId: number;
            username: string;
            actualName: string;
            phone: string | null;
            deptId: number | null;
            deptName: string | null;
            jobNo: string | null;
            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
        };
        PublishedScreen: {
            id: number;
            version: number;
            /** @description The published declaration */
            declaration: components["schemas"]["ScreenDeclaration"];
            /** @description The source it reads: its call, fields and mutations */
            source: components["schemas"]["ScreenSource"];
        };
        RechargesPerDay: {
            /** @constant */
            name: "rechargesPerDay";
            /** @description The first day read; null for an aggregate as of now */
            from: string | null;
            to: string | null;
            groupBy: string;
            /** @description Figures of every tenant (operators), else of the request’s tenant */
            allTenants: boolean;
            /** @description The measures the data scope withholds (their values are null) */
            withheld: string[];
            rows: {
                /** @description The first day of the bucket */
                date: string;
                /** @description Money to the cent; null where the data scope withholds amounts */
                amount: string | null;
                count: number;
            }[];
        };
        RuntimeScreen: {
            id: number;
            key: string;
            titleZh: string;
            titleEn: string;
            source: string;
            latestVersion: number;
            /** @description null while no version is published */
            publishedVersion: number | null;
            /** @description The newest version’s declaration */
            declaration: components["schemas"]["ScreenDeclaration"];
            updateBy: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            updateTime: string;
            /** @description The screen record’s version (every draft, publication and withdrawal moves it); not a declaration’s version number */
            version: number;
        };
        RuntimeScreenVersion: {
            version: number;
            createBy: string | null;
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            /** @description Whether this is the version the console draws */
            published: boolean;
            /** @description The declaration of this version */
            declaration: components["schemas"]["ScreenDeclaration"];
        };
        /** @description The rows a runtime screen’s action shows for: a field compared ({ field, op, value? }), or { all | any: [conditions] }, or { not: condition } */
        ScreenCondition: {
            field: string;
            /** @enum {string} */
            op: "eq" | "ne" | "in" | "notIn" | "gt" | "gte" | "lt" | "lte" | "empty" | "notEmpty" | "contains";
            value?: (string | number | boolean) | (string | number | boolean)[];
        } | {
            all: components["schemas"]["ScreenCondition"][];
        } | {
            any: components["schemas"]["ScreenCondition"][];
        } | {
            not: components["schemas"]["ScreenCondition"];
        };
        /** @description A list screen built at run time over one allow-listed source: its key, titles, columns, search, sort, page size, detail fields, export and row actions */
        ScreenDeclaration: {
            key: string;
            title: {
                zh: string;
                en: string;
            };
            source: string;
            columns: {
                field: string;
                title: {
                    zh: string;
                    en: string;
                };
                /** @enum {string} */
                type?: "text" | "enum" | "tag" | "number" | "money" | "date" | "datetime" | "json";
                width?: number;
                enumLabels?: {
                    value: string;
                    zh: string;
                    en: string;
                }[];
            }[];
            search?: {
                field: string;
                /**
                 * @default eq
                 * @enum {string}
                 */
                operator: "eq" | "between";
            }[];
            sort?: {
                field: string;
                /** @enum {string} */
                order: "asc" | "desc";
            };
            /** @enum {number} */
            pageSize: 10 | 20 | 50 | 100;
            detail?: string[];
            export?: boolean;
            actions?: {
                mutation: string;
                confirm?: {
                    zh?: string;
                    en?: string;
                };
                visible?: components["schemas"]["ScreenCondition"];
            }[];
        };
        ScreenSource: {
            key: string;
            title: {
                zh: string;
                en: string;
            };
            call: {
                /** @constant */
                method: "GET";
                path: string;
            };
            fields: {
                name: string;
                /** @enum {string} */
                type: "text" | "number" | "datetime" | "enum" | "boolean" | "json";
                /** @description The values of an enum field */
                values?: string[];
            }[];
            search: {
                field: string;
                operators: ("eq" | "between")[];
                /** @description The query's two fields of a `between` search, first and last day */
                into?: string[];
            }[];
            sortable: string[];
            export: {
                path: string;
                billType: string;
                permission: string | null;
            } | null;
            mutations: {
                key: string;
                /** @constant */
                kind: "delete";
                /** @constant */
                method: "DELETE";
                path: string;
                permission: string | null;
            }[];
            /** @description Who may read the list call (the server applies it to every reader) */
            access: string;
        };
        SignInsPerDay: {
            /** @constant */
            name: "signInsPerDay";
            /** @description The first day read; null for an aggregate as of now */
            from: string | null;
            to: string | null;
            groupBy: string;
            /** @description Figures of every tenant (operators), else of the request’s tenant */
            allTenants: boolean;
            /** @description The measures the data scope withholds (their values are null) */
            withheld: string[];
            rows: {
                date: string;
                count: number;
                /** @description Distinct users who signed in */
                users: number;
            }[];
        };
        StandardCity: {
            id: number;
            tenantId: number;
            code: string;
            fullName: string;
            provinceName: string | null;
            cityName: string | null;
            areaName: string | null;
            level: number;
            countryCode: string;
            /** @description '0' not mapped; otherwise mapped */
            mappingFlag: string;
            bipId: number | null;
            bipName: string | null;
            bipParentId: number | null;
            bipParentName: string | null;
            slyId: string | null;
            slyName: string | null;
            slyCode: string | null;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
        };
        SysMessage: {
            id: number;
            /** @enum {string} */
            type: "reminder" | "system";
            title: string;
            content: string;
            /**
             * @description '0' unread, '1' read
             * @enum {string}
             */
            readFlag: "0" | "1";
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
        };
        SysMessageDetail: {
            id: number;
            /** @enum {string} */
            type: "reminder" | "system";
            title: string;
            content: string;
            /**
             * @description '0' unread, '1' read
             * @enum {string}
             */
            readFlag: "0" | "1";
            /** @description yyyy-MM-dd HH:mm:ss */
            createTime: string;
            ref: {
                /** @enum {string} */
                type: "import" | "export" | "approval";
                id: number;
            } | null;
            task: ({
                /** @constant */
                type: "import";
                record: components["schemas"]["ImportLogRecord"];
            } | {
                /** @constant */
                type: "export";
                record: components["schemas"]["ExportTaskRecord"];
            }) | null;
        };
        TasksByState: {
            /** @constant */
            name: "tasksByState";
            /** @description The first day read; null for an aggregate as of now */
            from: string | null;
            to: string | null;
            groupBy: string;
            /** @description Figures of every tenant (operators), else of the request’s tenant */
            allTenants: boolean;
            /** @description The measures the data scope withholds (their values are null) */
            withheld: string[];
            rows: {
                /** @enum {string} */
                kind: "import" | "export";
                state: string;
                count: number;
                /** @description Of the tasks that ended: from the request to the last change */
                averageSeconds: number | null;
                longestSeconds: number | null;
            }[];
        };
        Tenant: {
            id: number;
            name: string;
            shortName: string;
            status: string;
        };
        TokenReply: {
            access_token: string;
            refresh_token: string;
            /** @constant */
            token_type: "bearer";
            /** @description Seconds the access token lives */
            expires_in: number;
            scope: string;
            tenant_id: number;
            user_id: number;
            grayTenant?: boolean;
            user_info: {
                userId: number;
                username: string;
                actualName: string;
                avatar: string | null;
                authorities: {
                    authority: string;
                }[];
            };
        };
        TravelCity: {
            id: number;
            tenantId: number;
            countryCode: string;
            slyId: string;
            slyCode: string;
            name: string;
            fullName: string;
            level: number;
            parentId: number | null;
            parentName: string | null;
            /** @description The record’s version: one more at every change of it; send it back as If-Match or `version` */
            version: number;
        };
        UserInfo: {
            sysUser: {
                userId: number;
                username: string;
                actualName: string;
                phone: string | null;
                avatar: string | null;
                tenantId: number;
                deptId: number | null;
            };
            roles: string[];
            permissions: string[];
            /** @description Signed in with a temporary password: every other call is refused until PUT /admin/user/password */
            passwordTemporary: boolean;
            /** @description Fields the user's roles withhold (docs/security.md): null wherever a reply carries them */
            withheld: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
        };
    };
    responses: {
        /** @description Bad input: the message, and the message of each failing field */
        BadInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "请输入账户名称",
                 *       "data": null,
                 *       "errors": {
                 *         "accountName": "请输入账户名称"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Nothing with that id in the tenant */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "资源不存在",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Too many requests, or too many tasks running */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "请求过频繁",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A fault of the server */
        ServerFault: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "系统未知错误,请反馈给管理员",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The database is away or restarting, its connections stayed taken, or this instance is stopping: the call was not carried out; try again after Retry-After seconds */
        Unavailable: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "服务暂不可用，请稍后重试",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Any other refusal (e.g. 426 and 428 of the sign-in calls) */
        OtherRefusal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "验证码错误,请重新输入",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description No session, or it expired */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "用户凭证已过期！",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The user may not do this, or not in this tenant */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "当前操作没有权限",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The same work is still under way (a repeat of an Idempotency-Key whose first request still runs) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "操作太频繁，请勿重复请求",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The Idempotency-Key was already used for a request with other content */
        KeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "该Idempotency-Key已用于内容不同的请求，请为新的请求使用新的键",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A change of a record that carries money needs the version it was based on (If-Match or version) */
        VersionRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "请带上记录的版本（If-Match或version）后再修改",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not ready";
                        checks: {
                            /** @description A query answers */
                            database: boolean;
                            /** @description Every migration of this build is applied */
                            migrations: boolean;
                            /** @description The job queue runs (not stopping) */
                            queue: boolean;
                            /** @description The LISTEN connection for reminders from other instances is up */
                            realtime: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not ready";
                        checks: {
                            /** @description A query answers */
                            database: boolean;
                            /** @description Every migration of this build is applied */
                            migrations: boolean;
                            /** @description The job queue runs (not stopping) */
                            queue: boolean;
                            /** @description The LISTEN connection for reminders from other instances is up */
                            realtime: boolean;
                        };
                    };
                };
            };
        };
    };
    getCaptchaImage: {
        parameters: {
            query: {
                randomStr: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captcha picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    password: string;
                    randomStr?: string;
                    code?: string;
                    secondCode?: string;
                    /** @enum {string} */
                    grant_type: "password";
                    scope?: string;
                } | {
                    /** @enum {string} */
                    grant_type: "refresh_token";
                    refresh_token: string;
                    scope?: string;
                };
                "application/json": {
                    username: string;
                    password: string;
                    randomStr?: string;
                    code?: string;
                    secondCode?: string;
                    /** @enum {string} */
                    grant_type: "password";
                    scope?: string;
                } | {
                    /** @enum {string} */
                    grant_type: "refresh_token";
                    refresh_token: string;
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenReply"];
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    sendSmsLoginCode: {
        parameters: {
            query?: {
                randomStr?: string;
                captchaCode?: string;
            };
            header?: never;
            path: {
                mobile: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            /** @description The phone the code went to, masked (138****0001) */
                            phone: string;
                            /** @description Seconds before another code can be asked for */
                            resendAfter: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    issueTokenBySms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    mobile: string;
                    code: string;
                    /** @enum {string} */
                    grant_type?: "mobile";
                    scope?: string;
                };
                "application/json": {
                    mobile: string;
                    code: string;
                    /** @enum {string} */
                    grant_type?: "mobile";
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenReply"];
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    findUserNamesByPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: string[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    checkSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            /** @description The account signs in with a code sent to its phone after the password */
                            secondCheck: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    sendSecondFactorCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            /** @description The phone the code went to, masked (138****0001) */
                            phone: string;
                            /** @description Seconds before another code can be asked for */
                            resendAfter: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listSocialProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            type: string;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getSocialLoginUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: string;
                    redirectUri?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        /** @description The address of the provider to send the browser to */
                        data: string;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    issueTokenBySocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    mobile: string;
                    grant_type?: string;
                    scope?: string;
                };
                "application/json": {
                    mobile: string;
                    grant_type?: string;
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenReply"];
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    issueTokenAndBindSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    state: string;
                    username: string;
                    password: string;
                    randomStr?: string;
                    code?: string;
                    secondCode?: string;
                };
                "application/json": {
                    state: string;
                    username: string;
                    password: string;
                    randomStr?: string;
                    code?: string;
                    secondCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenReply"];
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    readDevOutbox: {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            to: string;
                            text: string;
                            /** Format: date-time */
                            time: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    showDemoProvider: {
        parameters: {
            query: {
                redirect_uri: string;
                state: string;
                client_id?: string;
                response_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The demo provider's page of identities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadInput"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listUserMenus: {
        parameters: {
            query?: {
                type?: "top";
                parentId?: (-1 | "-1") | (number | string);
                sysType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["MenuNode"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateMenu: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    parentId: (-1 | "-1") | (number | string);
                    name: string;
                    enName?: string | null;
                    /** @default  */
                    path?: string;
                    icon?: string | null;
                    sortOrder?: number | string;
                    /**
                     * @default 0
                     * @enum {string}
                     */
                    keepAlive?: "0" | "1";
                    /**
                     * @default 0
                     * @enum {string}
                     */
                    type?: "0" | "1";
                    permission?: string | null;
                    roles?: string[] | null;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["MenuNode"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["MenuNode"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createMenu: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number | string;
                    parentId: (-1 | "-1") | (number | string);
                    name: string;
                    enName?: string | null;
                    /** @default  */
                    path?: string;
                    icon?: string | null;
                    sortOrder?: number | string;
                    /**
                     * @default 0
                     * @enum {string}
                     */
                    keepAlive?: "0" | "1";
                    /**
                     * @default 0
                     * @enum {string}
                     */
                    type?: "0" | "1";
                    permission?: string | null;
                    roles?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["MenuNode"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getMenuTree: {
        parameters: {
            query?: {
                parentId?: (-1 | "-1") | (number | string);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["MenuNode"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Tenant"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listEnabledAccountTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountType"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listAccountTypes: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                accountTypeName?: string;
                enableFlag?: "0" | "1";
                accountType?: (0 | 1 | 4 | 2 | 3) | ("0" | "1" | "2" | "3" | "4");
                ascs?: ("accountTypeName" | "createTime") | ("accountTypeName" | "createTime")[];
                descs?: ("accountTypeName" | "createTime") | ("accountTypeName" | "createTime")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 8,
                     *             "tenantId": 1,
                     *             "accountTypeName": "部门活动卡",
                     *             "accountType": 3,
                     *             "accountKind": 1,
                     *             "enableFlag": "1",
                     *             "remark": "团建与部门活动",
                     *             "createTime": "2026-11-26 06:49:00",
                     *             "updateTime": null,
                     *             "version": 1
                     *           },
                     *           {
                     *             "id": 7,
                     *             "tenantId": 1,
                     *             "accountTypeName": "部门加班卡",
                     *             "accountType": 2,
                     *             "accountKind": 1,
                     *             "enableFlag": "1",
                     *             "remark": "加班晚餐，部门统一充值",
                     *             "createTime": "2026-11-26 05:49:00",
                     *             "updateTime": null,
                     *             "version": 1
                     *           }
                     *         ],
                     *         "total": 8,
                     *         "current": 1,
                     *         "size": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["AccountType"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getAccountType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountType"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createAccountType: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountTypeName: string;
                    accountType: (0 | 1 | 4 | 2 | 3) | ("0" | "1" | "2" | "3" | "4");
                    accountKind: (1 | 2 | 3) | ("1" | "2" | "3");
                    remark?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountType"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateAccountType: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountTypeName: string;
                    accountType: (0 | 1 | 4 | 2 | 3) | ("0" | "1" | "2" | "3" | "4");
                    accountKind: (1 | 2 | 3) | ("1" | "2" | "3");
                    remark?: string | null;
                    id: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountType"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountType"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    enableAccountType: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountType"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountType"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    disableAccountType: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountType"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountType"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    bindSocialIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    state: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            type: string;
                            nickname: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                username?: string;
                actualName?: string;
                phone?: string;
                deptId?: number | string;
                lockFlag?: "0" | "9";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "userId": 36,
                     *             "username": "deptop",
                     *             "actualName": "北京部门运营",
                     *             "phone": "13800000006",
                     *             "idNumber": null,
                     *             "jobNo": "ZS90006",
                     *             "deptId": 2,
                     *             "deptName": "北京中膳餐饮管理有限公司",
                     *             "roleIds": [
                     *               4
                     *             ],
                     *             "roleNames": [
                     *               "部门运营"
                     *             ],
                     *             "lockFlag": "0",
                     *             "loginLocked": false,
                     *             "passwordTemporary": false,
                     *             "canSignIn": true,
                     *             "createTime": "2026-11-29 08:39:54",
                     *             "version": 1
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "current": 1,
                     *         "size": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["AdminUser"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AdminUser"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number | string;
                    actualName: string;
                    phone?: string | number | null;
                    idNumber?: string | null;
                    jobNo?: string | null;
                    deptId: number | string;
                    roleIds: (number | string)[];
                    /** @enum {string} */
                    lockFlag?: "0" | "9";
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AdminUser"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    actualName: string;
                    phone?: string | number | null;
                    idNumber?: string | null;
                    jobNo?: string | null;
                    deptId: number | string;
                    roleIds: (number | string)[];
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    setUserLock: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                userId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    lockFlag: "0" | "9";
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            userId: number;
                            /** @enum {string} */
                            lockFlag: "0" | "9";
                            /** @description Sessions of the account ended by disabling it */
                            revokedTokens: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AdminUser"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    unlockUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            userId: number;
                            /** @description The temporary password, shown once: the user replaces it at the next sign-in */
                            password: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                roleName?: string;
                roleCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "roleId": 4,
                     *             "roleCode": "ROLE_DEPT_OP",
                     *             "roleName": "部门运营",
                     *             "dsType": 2,
                     *             "dsScope": [],
                     *             "withheld": [
                     *               "amount"
                     *             ],
                     *             "menuIds": [
                     *               100,
                     *               1100,
                     *               1102,
                     *               1103,
                     *               1104,
                     *               1121,
                     *               200,
                     *               2400,
                     *               2401
                     *             ],
                     *             "userCount": 1,
                     *             "crossTenant": false,
                     *             "createTime": "2026-11-29 08:39:54",
                     *             "version": 1
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "current": 1,
                     *         "size": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["AdminRole"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminRole"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AdminRole"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roleId: number | string;
                    roleName: string;
                    dsType: (0 | 1 | 2 | 3 | 4) | ("0" | "1" | "2" | "3" | "4");
                    dsScope?: (number | string)[];
                    /** @default [] */
                    withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                    menuIds?: (number | string)[];
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminRole"] | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AdminRole"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roleCode: string;
                    roleName: string;
                    dsType: (0 | 1 | 2 | 3 | 4) | ("0" | "1" | "2" | "3" | "4");
                    dsScope?: (number | string)[];
                    /** @default [] */
                    withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                    menuIds?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminRole"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateDept: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deptId: number | string;
                    name: string;
                    parentId?: number | string;
                    sortOrder?: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminDept"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AdminDept"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createDept: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    parentId: number | string;
                    sortOrder?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AdminDept"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteDept: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AdminDept"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listOutMerchants: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                merchantName?: string;
                merchantCode?: string;
                outSupplier?: "MEITUAN" | "ELEME" | "DIDI" | "CTRIP" | "ALIPAY" | "JD";
                enabledFlag?: "0" | "1";
                ascs?: ("merchantName" | "createTime") | ("merchantName" | "createTime")[];
                descs?: ("merchantName" | "createTime") | ("merchantName" | "createTime")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 6,
                     *             "tenantId": 1,
                     *             "outSupplier": "JD",
                     *             "merchantCode": "JD-VOP-520",
                     *             "merchantName": "京东企业购·办公采购",
                     *             "enabledFlag": "0",
                     *             "outAuthInfo": null,
                     *             "createTime": "2026-11-23 10:49:00",
                     *             "updateTime": null,
                     *             "version": 1
                     *           },
                     *           {
                     *             "id": 5,
                     *             "tenantId": 1,
                     *             "outSupplier": "ALIPAY",
                     *             "merchantCode": "ALI-EC-3301",
                     *             "merchantName": "支付宝企业码·上海分公司",
                     *             "enabledFlag": "1",
                     *             "outAuthInfo": "{\"appId\":\"2021004112345678\",\"enterpriseId\":\"2088000000000001\",\"privateKey\":\"******\",\"alipayPublicKey\":\"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A-public\"}",
                     *             "createTime": "2026-11-22 10:49:00",
                     *             "updateTime": null,
                     *             "version": 1
                     *           }
                     *         ],
                     *         "total": 6,
                     *         "current": 1,
                     *         "size": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["OutMerchant"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getOutMerchant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["OutMerchant"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteOutMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["OutMerchant"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateOutMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outSupplier: "MEITUAN" | "ELEME" | "DIDI" | "CTRIP" | "ALIPAY" | "JD";
                    merchantCode: string;
                    merchantName: string;
                    outAuthInfo?: string | null;
                    id: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["OutMerchant"] | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["OutMerchant"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createOutMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outSupplier: "MEITUAN" | "ELEME" | "DIDI" | "CTRIP" | "ALIPAY" | "JD";
                    merchantCode: string;
                    merchantName: string;
                    outAuthInfo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["OutMerchant"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    setOutMerchantStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /** @enum {string} */
                    enabledFlag: "0" | "1";
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["OutMerchant"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["OutMerchant"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listStandardCities: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                code?: string;
                fullName?: string;
                bipName?: string;
                mappingFlag?: "0" | "1";
                countryCode?: string;
                tenantId?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 1,
                     *             "tenantId": 1,
                     *             "code": "110000",
                     *             "fullName": "北京市",
                     *             "provinceName": "北京市",
                     *             "cityName": null,
                     *             "areaName": null,
                     *             "level": 1,
                     *             "countryCode": "CN",
                     *             "mappingFlag": "0",
                     *             "bipId": 1,
                     *             "bipName": "北京",
                     *             "bipParentId": null,
                     *             "bipParentName": null,
                     *             "slyId": "1001",
                     *             "slyName": "北京",
                     *             "slyCode": "BJ",
                     *             "version": 1
                     *           },
                     *           {
                     *             "id": 2,
                     *             "tenantId": 1,
                     *             "code": "110100",
                     *             "fullName": "北京市",
                     *             "provinceName": "北京市",
                     *             "cityName": "北京市",
                     *             "areaName": null,
                     *             "level": 2,
                     *             "countryCode": "CN",
                     *             "mappingFlag": "0",
                     *             "bipId": 2,
                     *             "bipName": "北京",
                     *             "bipParentId": 1,
                     *             "bipParentName": "北京",
                     *             "slyId": "1002",
                     *             "slyName": "北京",
                     *             "slyCode": "BJS",
                     *             "version": 1
                     *           }
                     *         ],
                     *         "total": 74,
                     *         "current": 1,
                     *         "size": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["StandardCity"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listTenantStandardCities: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                code?: string;
                fullName?: string;
                bipName?: string;
                mappingFlag?: "0" | "1";
                countryCode?: string;
                tenantId?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["StandardCity"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    mapStandardCity: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    bipId: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["StandardCity"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["StandardCity"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteStandardCity: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    syncStandardCities: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryCode: string | string[];
                    level?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            countryCodes: string[];
                            slyCities: number;
                            matched: number;
                            unmatched: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    syncTravelCities: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryCode: string | string[];
                    level?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            countryCodes: string[];
                            slyCities: number;
                            matched: number;
                            unmatched: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Country"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listTravelCities: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                name?: string;
                countryCode?: string;
                level?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                slyCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["TravelCity"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    findTravelCitiesByName: {
        parameters: {
            query?: {
                divName?: string;
                countryCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["TravelCity"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createTravelCity: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slyCode: string;
                    countryCode: string;
                    level: (1 | 2 | 3) | ("1" | "2" | "3");
                    parentId?: (number | string) | null;
                    slyId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["TravelCity"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateTravelCity: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slyCode: string;
                    countryCode: string;
                    level: (1 | 2 | 3) | ("1" | "2" | "3");
                    parentId?: (number | string) | null;
                    slyId?: string | null;
                    id: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["TravelCity"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["TravelCity"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteTravelCity: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["MenuNode"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteMenu: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listDictItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["DictItem"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getTenantProducts: {
        parameters: {
            query?: {
                tenantId?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            tenantId: number;
                            /** @description Module (product line) ids the tenant holds, as strings like the dictionary's values */
                            productLines: string[];
                            menuIds: number[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateTenantMenus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId: number | string;
                    menuIds: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            tenantId: number;
                            /** @description Module (product line) ids the tenant holds, as strings like the dictionary's values */
                            productLines: string[];
                            menuIds: number[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listErrorLogs: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                type?: string;
                username?: string;
                ascs?: ("createTime" | "time" | "type" | "username") | ("createTime" | "time" | "type" | "username")[];
                descs?: ("createTime" | "time" | "type" | "username") | ("createTime" | "time" | "type" | "username")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 42,
                     *             "tenantId": 1,
                     *             "userId": 1,
                     *             "username": "admin",
                     *             "type": "unhandledrejection",
                     *             "message": "timeout of 30000ms exceeded",
                     *             "stack": "",
                     *             "info": "unhandledrejection",
                     *             "url": "/#/accountCenter/child",
                     *             "time": "2026-11-24 09:51:02",
                     *             "remoteAddr": "192.0.2.10",
                     *             "userAgent": "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
                     *             "createTime": "2026-11-24 09:51:03"
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "current": 1,
                     *         "size": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["ErrorLogRecord"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteErrorLog: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    uploadErrorLogs: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: string;
                    message: string;
                    /** @default  */
                    stack?: string;
                    /** @default  */
                    info?: string;
                    /** @default  */
                    url?: string;
                    /** @default  */
                    time?: string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        /** @description How many entries were stored */
                        data: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listMyMessages: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                readFlag?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["SysMessage"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            unread: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["SysMessageDetail"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    markMessageRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    markAllMessagesRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        /** @description How many messages were marked read */
                        data: number;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    broadcastMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            /** @description Live connections of the tenant it reached */
                            delivered: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listScmParams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            paramKey: string;
                            paramName: string;
                            paramValue: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listSubjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current?: number | string;
                    size?: number | string;
                    subjectName?: string;
                    subjectNo?: string;
                    subjectType?: (0 | 1 | 2 | 3 | 9) | ("0" | "1" | "2" | "3" | "9");
                    status?: (1 | 2 | 3) | ("1" | "2" | "3");
                    tenantId?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 6,
                     *             "subjectNo": "SJ100006",
                     *             "subjectName": "鲜丰食材供应商",
                     *             "subjectType": 9,
                     *             "subjectSysId": null,
                     *             "tenantId": 1,
                     *             "tenantName": "中膳云科技集团有限公司",
                     *             "accountId": 12,
                     *             "accountNo": "AC0001000012",
                     *             "accountName": "供应商结算账户",
                     *             "status": 2,
                     *             "accountNum": "1580.00",
                     *             "creditNum": "0.00",
                     *             "childCount": 0,
                     *             "configIds": [
                     *               2
                     *             ],
                     *             "configNames": "超市购物",
                     *             "createTime": "2026-10-14 10:49:00",
                     *             "version": 1
                     *           },
                     *           {
                     *             "id": 5,
                     *             "subjectNo": "SJ100005",
                     *             "subjectName": "王建国",
                     *             "subjectType": 2,
                     *             "subjectSysId": 1,
                     *             "tenantId": 1,
                     *             "tenantName": "中膳云科技集团有限公司",
                     *             "accountId": 11,
                     *             "accountNo": "AC0001000011",
                     *             "accountName": "王建国个人账户",
                     *             "status": 2,
                     *             "accountNum": "200.00",
                     *             "creditNum": "0.00",
                     *             "childCount": 0,
                     *             "configIds": [
                     *               1
                     *             ],
                     *             "configNames": "食堂就餐",
                     *             "createTime": "2026-10-13 10:49:00",
                     *             "version": 1
                     *           }
                     *         ],
                     *         "total": 6,
                     *         "current": 1,
                     *         "size": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["AccountSubject"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountSubject"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listSubjectScenes: {
        parameters: {
            query?: {
                subjectNo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["BusinessScene"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createSubject: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subjectType: (0 | 1 | 2 | 3 | 9) | ("0" | "1" | "2" | "3" | "9");
                    subjectSysId?: (number | string) | null;
                    subjectName?: string;
                    accountName: string;
                    configIds?: (number | string)[];
                    tenantId?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountSubject"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateSubject: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    subjectName?: string;
                    accountName?: string;
                    configIds?: (number | string)[];
                    subjectType?: (0 | 1 | 2 | 3 | 9) | ("0" | "1" | "2" | "3" | "9");
                    tenantId?: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountSubject"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountSubject"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    setSubjectStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountId?: number | string;
                    id?: number | string;
                    status: (1 | 2) | ("1" | "2");
                    tenantId?: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: null | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountSubject"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    freezeSubject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountSubject"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    thawSubject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountSubject"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getParentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getChildAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listAccountScenes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["BusinessScene"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listChildAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current?: number;
                    page?: number;
                    size?: number | string;
                    parentId?: number | string;
                    id?: number | string;
                    subjectId?: number | string;
                    tenantId?: number | string;
                    accountTypeId?: number | string;
                    accountName?: string;
                    accountNo?: string;
                    status?: (1 | 2 | 3) | ("1" | "2" | "3");
                    accountType?: (1 | 2 | 3) | ("1" | "2" | "3");
                    startTime?: string;
                    endTime?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "id": 8,
                     *             "tenantId": 1,
                     *             "accountNo": "AC0001000008",
                     *             "accountName": "差旅备用账户",
                     *             "accountTypeId": 5,
                     *             "accountTypeName": "差旅账户",
                     *             "accountKind": 1,
                     *             "accountType": 3,
                     *             "accountScope": 3,
                     *             "level": 2,
                     *             "status": 3,
                     *             "createTime": "2026-10-15 10:49:00",
                     *             "operator": "系统管理员",
                     *             "accountNum": "6740.00",
                     *             "creditNum": "0.00",
                     *             "balanceLimit": "20000.00",
                     *             "totalExchangeNum": "8000.00",
                     *             "configIds": [
                     *               3
                     *             ],
                     *             "configNames": "商旅出行",
                     *             "parentId": 4,
                     *             "parentSubjectNo": "SJ100003",
                     *             "subjectId": 3,
                     *             "subjectName": "北京中膳餐饮管理有限公司",
                     *             "subjectNo": "SJ100003",
                     *             "subjectType": 1,
                     *             "subjectSysId": 2,
                     *             "accountSysId": [
                     *               5,
                     *               6
                     *             ],
                     *             "flag": 0,
                     *             "lockNum": "0.00",
                     *             "version": 1
                     *           },
                     *           {
                     *             "id": 7,
                     *             "tenantId": 1,
                     *             "accountNo": "AC0001000007",
                     *             "accountName": "财务部活动经费",
                     *             "accountTypeId": 8,
                     *             "accountTypeName": "部门活动卡",
                     *             "accountKind": 1,
                     *             "accountType": 3,
                     *             "accountScope": 3,
                     *             "level": 2,
                     *             "status": 1,
                     *             "createTime": "2026-10-14 10:49:00",
                     *             "operator": "系统管理员",
                     *             "accountNum": "300.00",
                     *             "creditNum": "0.00",
                     *             "balanceLimit": "5000.00",
                     *             "totalExchangeNum": "300.00",
                     *             "configIds": [
                     *               2
                     *             ],
                     *             "configNames": "超市购物",
                     *             "parentId": 4,
                     *             "parentSubjectNo": "SJ100003",
                     *             "subjectId": 3,
                     *             "subjectName": "北京中膳餐饮管理有限公司",
                     *             "subjectNo": "SJ100003",
                     *             "subjectType": 1,
                     *             "subjectSysId": 2,
                     *             "accountSysId": [
                     *               4
                     *             ],
                     *             "flag": 1,
                     *             "lockNum": "0.00",
                     *             "version": 1
                     *           }
                     *         ],
                     *         "total": 6,
                     *         "current": 1,
                     *         "size": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["Account"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createChildAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountName: string;
                    configIds: (number | string)[];
                    accountTypeId: number | string;
                    accountTypeName?: string | null;
                    accountType: (1 | 2 | 3) | ("1" | "2" | "3");
                    flag?: (0 | 1) | ("0" | "1");
                    accountSysId?: (number | string)[];
                    status?: (1 | 2) | ("1" | "2");
                    parentId: number | string;
                    subjectId?: number | string;
                    subjectName?: string | null;
                    subjectNo?: string | null;
                    subjectType?: ((0 | 1 | 2 | 3 | 9) | ("0" | "1" | "2" | "3" | "9")) | null;
                    tenantId?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateChildAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    accountName: string;
                    configIds: (number | string)[];
                    status: (1 | 2) | ("1" | "2");
                    accountTypeId?: (number | string) | null;
                    accountType?: ((1 | 2 | 3) | ("1" | "2" | "3")) | null;
                    subjectId?: (number | string) | null;
                    flag?: ((0 | 1) | ("0" | "1")) | null;
                    accountSysId?: (number | string)[];
                    tenantId?: number | string;
                    subjectName?: string | null;
                    subjectNo?: string | null;
                    subjectType?: ((0 | 1 | 2 | 3 | 9) | ("0" | "1" | "2" | "3" | "9")) | null;
                    accountTypeName?: string | null;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Account"] | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Account"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            428: components["responses"]["VersionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    setAccountStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountId?: number | string;
                    id?: number | string;
                    status: (1 | 2) | ("1" | "2");
                    tenantId?: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Account"] | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Account"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            428: components["responses"]["VersionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    freezeAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Account"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            428: components["responses"]["VersionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    thawAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
                tenantId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Account"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            428: components["responses"]["VersionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    rechargeAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    toAccountNo: string;
                    changeNum?: (string | number) | null;
                    tenantId?: number | string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            accountNo: string;
                            /** @description The balance after the recharge (null where amounts are withheld) */
                            accountNum: string | null;
                            flowMetaId: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        } | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listAccountDealLocks: {
        parameters: {
            query: {
                accountNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            accountNo: string;
                            dealOrderList: {
                                bizSource: string;
                                bizNo: string;
                                /** @description yyyy-MM-dd HH:mm:ss */
                                lockTime: string;
                                /** @description null where amounts are withheld */
                                changeNum: string | null;
                            }[];
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getSubjectOverview: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                startTime?: string;
                endTime?: string;
            };
            header?: never;
            path: {
                subject: number | string;
                tenant: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["Account"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                            subjectName: string;
                            accountSum: number;
                            /** @description Balance of all its accounts (null where amounts are withheld) */
                            accountNum: string | null;
                            disabledSum: number;
                            enableSum: number;
                            freezeSum: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getAccountLimits: {
        parameters: {
            query: {
                accountNo: string;
                tenantId?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["AccountLimits"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    saveAccountLimits: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountNo: string;
                    subjectNo?: string | null;
                    accountLevel?: ((1 | 2) | ("1" | "2")) | null;
                    tenantId?: number | string;
                    actionLimits: {
                        actionLimit: string;
                        limitType: (1 | 2 | 3 | 4) | ("1" | "2" | "3" | "4");
                        limitNum?: (string | number) | null;
                        limitOn?: boolean;
                    }[];
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: null | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["AccountLimits"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            428: components["responses"]["VersionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listAccountFlows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beginDate?: string;
                    endDate?: string;
                    subjectNo?: string;
                    accountNo?: string;
                    flowType?: (1 | 2) | ("1" | "2");
                    subjectType?: (1 | 2 | 3) | ("1" | "2" | "3");
                    accountTypeId?: number | string;
                    tenantId?: number | string;
                    exchangeType?: (1 | 2 | 3 | 4 | 5 | 11 | 12 | 13 | 14 | 15) | ("1" | "2" | "3" | "4" | "5" | "11" | "12" | "13" | "14" | "15");
                    current?: number | string;
                    size?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": null,
                     *       "data": {
                     *         "records": [
                     *           {
                     *             "flowMetaId": 10,
                     *             "accountNo": "AC0001000005",
                     *             "accountName": "员工午餐补贴",
                     *             "accountScopeStr": "员工",
                     *             "accountTypeName": "个人餐补账户",
                     *             "subjectName": "北京中膳餐饮管理有限公司",
                     *             "subjectNo": "SJ100003",
                     *             "subjectType": 1,
                     *             "accountKind": 1,
                     *             "exchangeType": 11,
                     *             "flowType": 2,
                     *             "totalExchangeNum": "-0.99",
                     *             "afterNum": "963.01",
                     *             "afterCreditNum": "500.00",
                     *             "totalNum": "1463.01",
                     *             "exchangeTypeStr": "消费支出",
                     *             "flowDate": "2026-11-24 09:50:10",
                     *             "tenantId": 1,
                     *             "tenantName": "中膳云科技集团有限公司"
                     *           },
                     *           {
                     *             "flowMetaId": 3,
                     *             "accountNo": "AC0001000002",
                     *             "accountName": "集团福利账户",
                     *             "accountScopeStr": "自用",
                     *             "accountTypeName": null,
                     *             "subjectName": "中膳云集团",
                     *             "subjectNo": "SJ100002",
                     *             "subjectType": 1,
                     *             "accountKind": null,
                     *             "exchangeType": 11,
                     *             "flowType": 2,
                     *             "totalExchangeNum": "-150.50",
                     *             "afterNum": "1849.50",
                     *             "afterCreditNum": "0.00",
                     *             "totalNum": "1849.50",
                     *             "exchangeTypeStr": "消费支出",
                     *             "flowDate": "2026-11-23 09:49:21",
                     *             "tenantId": 1,
                     *             "tenantName": "中膳云科技集团有限公司"
                     *           }
                     *         ],
                     *         "total": 20,
                     *         "current": 1,
                     *         "size": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["AccountFlow"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listDeptCardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beginDate?: string;
                    endDate?: string;
                    category?: (2 | 3) | ("2" | "3");
                    accountNo?: string;
                    subjectName?: string;
                    current?: number | string;
                    size?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["DeptCardSummaryRow"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                            /** @description null where amounts are withheld */
                            incomeSum: string | null;
                            /** @description null where amounts are withheld */
                            expenseSum: string | null;
                            /** @description null where amounts are withheld */
                            balanceSum: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listUsersByIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (number | string)[] | {
                    ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["PickerPerson"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listDeptsByIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (number | string)[] | {
                    ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["DeptNode"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listDeptLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            value: number;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listDeptsOfCompany: {
        parameters: {
            query?: {
                companyId?: number | string;
                enable?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["DeptNode"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listUsersOfDept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deptId?: number | string;
                    current?: number | string;
                    size?: number | string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["PickerPerson"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                            /** @description The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply */
                            withheld?: ("amount" | "phone" | "idNumber" | "merchantAuth")[];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    loadDeptTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parentId?: number | string;
                    name?: string;
                    status?: (0 | 1) | ("0" | "1");
                    platformSearch?: boolean | ("true" | "false");
                    levelLimit?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            deptList: components["schemas"]["DeptNode"][];
                            lazyLoad: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    loadDeptTreeV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parentId?: number | string;
                    name?: string;
                    status?: (0 | 1) | ("0" | "1");
                    platformSearch?: boolean | ("true" | "false");
                    levelLimit?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            deptList: components["schemas"]["DeptNode"][];
                            lazyLoad: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    searchDeptTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parentId?: number | string;
                    name: string;
                    status?: (0 | 1) | ("0" | "1");
                    platformSearch?: boolean | ("true" | "false");
                    levelLimit?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            deptList: components["schemas"]["DeptNode"][];
                            lazyLoad: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    searchDeptTreeV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parentId?: number | string;
                    name: string;
                    status?: (0 | 1) | ("0" | "1");
                    platformSearch?: boolean | ("true" | "false");
                    levelLimit?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            deptList: components["schemas"]["DeptNode"][];
                            lazyLoad: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    searchDeptTreeLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parentId?: number | string;
                    name: string;
                    status?: (0 | 1) | ("0" | "1");
                    platformSearch?: boolean | ("true" | "false");
                    levelLimit?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            deptList: components["schemas"]["DeptNode"][];
                            lazyLoad: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    searchDeptTreeLegacyV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parentId?: number | string;
                    name: string;
                    status?: (0 | 1) | ("0" | "1");
                    platformSearch?: boolean | ("true" | "false");
                    levelLimit?: (0 | 1 | 2 | 3) | ("0" | "1" | "2" | "3");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            deptList: components["schemas"]["DeptNode"][];
                            lazyLoad: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    downloadImportTemplate: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import template (.xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    startImport: {
        parameters: {
            query: {
                templateCode: string;
                tenantId?: number | string;
                lang?: string;
            };
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            id: number;
                            batch: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listImportLogs: {
        parameters: {
            query?: {
                templateCode?: string;
                status?: "UPLOADING" | "UPLOADED" | "CHECKING" | "CHECKED" | "IMPORTING" | "IMPORTED" | "CHECK_FAIL" | "IMPORT_FAIL";
                current?: number | string;
                size?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["ImportLogRecord"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    downloadImportResult: {
        parameters: {
            query: {
                templateCode: string;
                batch: string;
            };
            header?: never;
            path: {
                module: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result file of an import (.xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    exportAccountTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current?: number | string;
                    size?: number | string;
                    accountTypeName?: string;
                    /** @enum {string} */
                    enableFlag?: "0" | "1";
                    accountType?: (0 | 1 | 4 | 2 | 3) | ("0" | "1" | "2" | "3" | "4");
                    billType?: string;
                    /**
                     * @default DATA
                     * @enum {string}
                     */
                    exportType?: "DATA";
                    async?: boolean | ("true" | "false");
                    maxSheets?: 1 | "1";
                    beginDate?: string;
                    endDate?: string;
                    ids?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            taskId: number | null;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    exportAccountFlows: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beginDate?: string;
                    endDate?: string;
                    subjectNo?: string;
                    accountNo?: string;
                    flowType?: (1 | 2) | ("1" | "2");
                    subjectType?: (1 | 2 | 3) | ("1" | "2" | "3");
                    accountTypeId?: number | string;
                    tenantId?: number | string;
                    exchangeType?: (1 | 2 | 3 | 4 | 5 | 11 | 12 | 13 | 14 | 15) | ("1" | "2" | "3" | "4" | "5" | "11" | "12" | "13" | "14" | "15");
                    current?: number | string;
                    size?: number | string;
                    billType?: string;
                    /**
                     * @default DATA
                     * @enum {string}
                     */
                    exportType?: "DATA";
                    async?: boolean | ("true" | "false");
                    maxSheets?: 1 | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            taskId: number | null;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    exportStandardCities: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current?: number | string;
                    size?: number | string;
                    code?: string;
                    fullName?: string;
                    bipName?: string;
                    /** @enum {string} */
                    mappingFlag?: "0" | "1";
                    countryCode?: string;
                    tenantId?: number | string;
                    billType?: string;
                    /**
                     * @default DATA
                     * @enum {string}
                     */
                    exportType?: "DATA";
                    async?: boolean | ("true" | "false");
                    maxSheets?: 1 | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            taskId: number | null;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    exportSubjects: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current?: number | string;
                    size?: number | string;
                    subjectName?: string;
                    subjectNo?: string;
                    subjectType?: (0 | 1 | 2 | 3 | 9) | ("0" | "1" | "2" | "3" | "9");
                    status?: (1 | 2 | 3) | ("1" | "2" | "3");
                    tenantId?: number | string;
                    billType?: string;
                    /**
                     * @default DATA
                     * @enum {string}
                     */
                    exportType?: "DATA";
                    async?: boolean | ("true" | "false");
                    maxSheets?: 1 | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            taskId: number | null;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    exportAuditTrail: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    entity?: string;
                    entityId?: string;
                    action?: string;
                    /** @enum {string} */
                    result?: "ok" | "error";
                    beginTime?: string;
                    endTime?: string;
                    billType?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            taskId: number | null;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    exportDeptCardSummary: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beginDate?: string;
                    endDate?: string;
                    category?: (2 | 3) | ("2" | "3");
                    accountNo?: string;
                    subjectName?: string;
                    billType?: string;
                    /**
                     * @default DATA
                     * @enum {string}
                     */
                    exportType?: "DATA";
                    async?: boolean | ("true" | "false");
                    maxSheets?: 1 | "1";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            taskId: number | null;
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listExportTasks: {
        parameters: {
            query?: {
                billType?: string;
                state?: "doing" | "done" | "cancelled" | "failed";
                current?: number | string;
                size?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["ExportTaskRecord"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    cancelExportTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listRunningTasks: {
        parameters: {
            query?: {
                templateCode?: string;
                billType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            imports: components["schemas"]["ImportLogRecord"][];
                            exports: components["schemas"]["ExportTaskRecord"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    downloadExportFile: {
        parameters: {
            query: {
                bucket: "import" | "export";
                fileName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An export file (.xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    downloadExportFileByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bucket: "import" | "export";
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An export file (.xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listAuditRecords: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                username?: string;
                entity?: string;
                entityId?: string;
                action?: string;
                result?: "ok" | "error";
                beginTime?: string;
                endTime?: string;
                ascs?: ("createTime" | "username" | "entity" | "action") | ("createTime" | "username" | "entity" | "action")[];
                descs?: ("createTime" | "username" | "entity" | "action") | ("createTime" | "username" | "entity" | "action")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["AuditRecord"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    verifyAuditChain: {
        parameters: {
            query?: {
                tenantId?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            ok: boolean;
                            checked: number;
                            brokenAt?: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getRecordHistory: {
        parameters: {
            query: {
                entity: "accountType" | "outMerchant" | "menu" | "standardCity" | "travelCity" | "subject" | "account" | "screen" | "dashboard";
                id: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["AuditHistoryRecord"][];
                            /** @description Changes of the record in the trail; the newest 200 are listed */
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    revertChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                auditId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            /** @description The audit ids of the revert records written, one per change reverted */
                            auditIds: number[];
                            /** @description The audit ids of the changes reverted (a bulk action: all of them) */
                            reverted: number[];
                        } | components["schemas"]["HeldApproval"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditRevertConflict"];
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getListPrefs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            settings: {
                                columns: {
                                    key: string;
                                    hidden?: boolean;
                                    width?: number;
                                    /** @enum {string} */
                                    fixed?: "left" | "right";
                                }[];
                                /** @enum {string} */
                                density?: "large" | "middle" | "small";
                            } | null;
                            defaultView: components["schemas"]["ListView"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    saveListSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                listKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        key: string;
                        hidden?: boolean;
                        width?: number;
                        /** @enum {string} */
                        fixed?: "left" | "right";
                    }[];
                    /** @enum {string} */
                    density?: "large" | "middle" | "small";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            columns: {
                                key: string;
                                hidden?: boolean;
                                width?: number;
                                /** @enum {string} */
                                fixed?: "left" | "right";
                            }[];
                            /** @enum {string} */
                            density?: "large" | "middle" | "small";
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    resetListSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                listKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listListViews: {
        parameters: {
            query: {
                listKey: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            views: components["schemas"]["ListView"][];
                            defaultViewId: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createListView: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    listKey: string;
                    name: string;
                    /** @default false */
                    shared?: boolean;
                    state: {
                        search: {
                            [key: string]: string;
                        };
                        sort?: {
                            field: string;
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        columns?: {
                            key: string;
                            hidden?: boolean;
                            width?: number;
                            /** @enum {string} */
                            fixed?: "left" | "right";
                        }[];
                        /** @enum {string} */
                        density?: "large" | "middle" | "small";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ListView"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    setDefaultListView: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    listKey: string;
                    viewId: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            listKey: string;
                            viewId: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateListView: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    shared?: boolean;
                    state?: {
                        search: {
                            [key: string]: string;
                        };
                        sort?: {
                            field: string;
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        columns?: {
                            key: string;
                            hidden?: boolean;
                            width?: number;
                            /** @enum {string} */
                            fixed?: "left" | "right";
                        }[];
                        /** @enum {string} */
                        density?: "large" | "middle" | "small";
                    };
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ListView"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["ListView"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteListView: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listScreenSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ScreenSource"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listScreens: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["RuntimeScreen"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listPublishedScreens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            key: string;
                            titleZh: string;
                            titleEn: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getPublishedScreen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["PublishedScreen"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getScreen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["RuntimeScreen"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteScreen: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listScreenVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["RuntimeScreenVersion"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateScreen: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                    key: string;
                    title: {
                        zh: string;
                        en: string;
                    };
                    source: string;
                    columns: {
                        field: string;
                        title: {
                            zh: string;
                            en: string;
                        };
                        /** @enum {string} */
                        type?: "text" | "enum" | "tag" | "number" | "money" | "date" | "datetime" | "json";
                        width?: number;
                        enumLabels?: {
                            value: string;
                            zh: string;
                            en: string;
                        }[];
                    }[];
                    search?: {
                        field: string;
                        /**
                         * @default eq
                         * @enum {string}
                         */
                        operator?: "eq" | "between";
                    }[];
                    sort?: {
                        field: string;
                        /** @enum {string} */
                        order: "asc" | "desc";
                    };
                    /** @enum {number} */
                    pageSize: 10 | 20 | 50 | 100;
                    detail?: string[];
                    export?: boolean;
                    actions?: {
                        mutation: string;
                        confirm?: {
                            zh?: string;
                            en?: string;
                        };
                        /** @description A condition over the row: { field, op, value? } or { all | any: [...] } or { not: ... } */
                        visible?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            id: number;
                            /** @description The version number of the declaration just saved */
                            version: number;
                            /** @description The screen record’s version after the save: send it with the next change */
                            recordVersion: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["RuntimeScreen"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createScreen: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    title: {
                        zh: string;
                        en: string;
                    };
                    source: string;
                    columns: {
                        field: string;
                        title: {
                            zh: string;
                            en: string;
                        };
                        /** @enum {string} */
                        type?: "text" | "enum" | "tag" | "number" | "money" | "date" | "datetime" | "json";
                        width?: number;
                        enumLabels?: {
                            value: string;
                            zh: string;
                            en: string;
                        }[];
                    }[];
                    search?: {
                        field: string;
                        /**
                         * @default eq
                         * @enum {string}
                         */
                        operator?: "eq" | "between";
                    }[];
                    sort?: {
                        field: string;
                        /** @enum {string} */
                        order: "asc" | "desc";
                    };
                    /** @enum {number} */
                    pageSize: 10 | 20 | 50 | 100;
                    detail?: string[];
                    export?: boolean;
                    actions?: {
                        mutation: string;
                        confirm?: {
                            zh?: string;
                            en?: string;
                        };
                        /** @description A condition over the row: { field, op, value? } or { all | any: [...] } or { not: ... } */
                        visible?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            id: number;
                            /** @description The version number of the declaration just saved */
                            version: number;
                            /** @description The screen record’s version after the save: send it with the next change */
                            recordVersion: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    publishScreen: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["RuntimeScreen"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    rollbackScreen: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
                version: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["RuntimeScreen"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    unpublishScreen: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["RuntimeScreen"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getApprovalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalRule"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    saveApprovalRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "recharge" | "accountLimit" | "accountStatus" | "subjectStatus" | "merchantAuth" | "roleMenu" | "roleScope";
                    minAmount?: null | "" | ((string | number) | null);
                    approvals: (1 | 2) | ("1" | "2");
                    enabled: boolean;
                    expireHours?: number | string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalRule"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listApprovalRuleVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalRuleVersion"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listApprovalRequests: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
                state?: "pending" | "approved" | "rejected" | "withdrawn" | "expired" | "conflicted";
                mine?: boolean | ("true" | "false");
                view?: "todo" | "mine" | "done";
                action?: "recharge" | "accountLimit" | "accountStatus" | "subjectStatus" | "merchantAuth" | "roleMenu" | "roleScope";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["ApprovalRequest"][];
                            total: number;
                            current: number;
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    countApprovalRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            /** @description Requests waiting for the caller */
                            todo: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listPendingApprovalMarks: {
        parameters: {
            query: {
                entity: "account" | "subject" | "outMerchant" | "role";
                ids: (number | string) | (number | string)[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            entityId: string;
                            id: number;
                            /**
                             * @description recharge: Recharge; accountLimit: Balance or credit limit change; accountStatus: Enable or disable an account; subjectStatus: Enable or disable a subject; merchantAuth: Out merchant authorisation change; roleMenu: Role menu change; roleScope: Role data scope change
                             * @enum {string}
                             */
                            action: "recharge" | "accountLimit" | "accountStatus" | "subjectStatus" | "merchantAuth" | "roleMenu" | "roleScope";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalDetail"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    approveRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    rejectRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    withdrawRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    commentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listAggregates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            /** @enum {string} */
                            name: "rechargesPerDay" | "consumptionPerDay" | "balancesByAccountType" | "accountsByStatus" | "flowsByExchangeType" | "tasksByState" | "signInsPerDay";
                            title: {
                                zh: string;
                                en: string;
                            };
                            dated: boolean;
                            key: string;
                            measures: ("amount" | "count" | "users" | "averageSeconds" | "longestSeconds")[];
                            groupBy: string[];
                            filters: {
                                name: string;
                                /** @description null: any id */
                                values: (string | number)[] | null;
                            }[];
                            list: string;
                            /** @description Whether the caller may read it (the list behind it is in their menu) */
                            allowed: boolean;
                            /** @description Whether the caller may read it across every tenant (allowed, and an operator) */
                            allTenants: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getAggregate: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                groupBy?: string;
                accountTypeId?: number | string;
                subjectType?: number | string;
                status?: number | string;
                kind?: string;
                /** @description Operators only: every tenant’s figures at once */
                allTenants?: boolean;
                /** @description The console’s query timestamp on every GET (ignored) */
                t?: number;
            };
            header?: never;
            path: {
                name: "rechargesPerDay" | "consumptionPerDay" | "balancesByAccountType" | "accountsByStatus" | "flowsByExchangeType" | "tasksByState" | "signInsPerDay";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["RechargesPerDay"] | components["schemas"]["ConsumptionPerDay"] | components["schemas"]["BalancesByAccountType"] | components["schemas"]["AccountsByStatus"] | components["schemas"]["FlowsByExchangeType"] | components["schemas"]["TasksByState"] | components["schemas"]["SignInsPerDay"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getHomeDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                home: "wel" | "scm" | "operate";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["HomeDashboard"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listDashboards: {
        parameters: {
            query?: {
                current?: number | string;
                size?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            records: components["schemas"]["Dashboard"][];
                            /** @description Rows matching the search, on every page */
                            total: number;
                            /** @description The 1-based page number asked for */
                            current: number;
                            /** @description Rows per page asked for */
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["Dashboard"];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    deleteDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    listDashboardVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: components["schemas"]["DashboardVersion"][];
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    updateDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /** @description The version of the record this write was based on (or send If-Match); a stale one is refused 412 */
                    version?: number;
                    /** @enum {string} */
                    home: "wel" | "scm" | "operate";
                    title: {
                        zh: string;
                        en: string;
                    };
                    widgets: {
                        /** @enum {string} */
                        kind: "stat" | "line" | "bar" | "pie" | "donut" | "table";
                        title: {
                            zh: string;
                            en: string;
                        };
                        /** @enum {string} */
                        aggregate: "rechargesPerDay" | "consumptionPerDay" | "balancesByAccountType" | "accountsByStatus" | "flowsByExchangeType" | "tasksByState" | "signInsPerDay";
                        /** @enum {string} */
                        measure: "amount" | "count" | "users" | "averageSeconds" | "longestSeconds";
                        /** @enum {string} */
                        range?: "today" | "7d" | "30d" | "90d";
                        groupBy?: string;
                        filters?: {
                            accountTypeId?: number | string;
                            subjectType?: number | string;
                            status?: number | string;
                            kind?: string;
                        };
                        allTenants?: boolean;
                        span?: number | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            id: number;
                            /** @description The version number of the declaration just saved */
                            version: number;
                            /** @description The dashboard record’s version after the save: send it with the next change */
                            recordVersion: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Dashboard"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    createDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    home: "wel" | "scm" | "operate";
                    title: {
                        zh: string;
                        en: string;
                    };
                    widgets: {
                        /** @enum {string} */
                        kind: "stat" | "line" | "bar" | "pie" | "donut" | "table";
                        title: {
                            zh: string;
                            en: string;
                        };
                        /** @enum {string} */
                        aggregate: "rechargesPerDay" | "consumptionPerDay" | "balancesByAccountType" | "accountsByStatus" | "flowsByExchangeType" | "tasksByState" | "signInsPerDay";
                        /** @enum {string} */
                        measure: "amount" | "count" | "users" | "averageSeconds" | "longestSeconds";
                        /** @enum {string} */
                        range?: "today" | "7d" | "30d" | "90d";
                        groupBy?: string;
                        filters?: {
                            accountTypeId?: number | string;
                            subjectType?: number | string;
                            status?: number | string;
                            kind?: string;
                        };
                        allTenants?: boolean;
                        span?: number | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: {
                            id: number;
                            /** @description The version number of the declaration just saved */
                            version: number;
                            /** @description The dashboard record’s version after the save: send it with the next change */
                            recordVersion: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    publishDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Dashboard"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    rollbackDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
                version: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Dashboard"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
    unpublishDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for 24 hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request */
                "Idempotency-Key"?: string;
                /** @description The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands */
                "If-Match"?: string;
                /** @description Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite */
                "X-Audit-Overwrite"?: string;
            };
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 0;
                        /** @description null, or the success message to show (e.g. an export that started) */
                        msg: string | null;
                        data: boolean;
                    };
                };
            };
            400: components["responses"]["BadInput"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Stale: the version sent is not the record’s; data is the record as it now stands */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        code: 1;
                        /** @description The record was changed by someone else */
                        msg: string;
                        data: components["schemas"]["Dashboard"];
                        /** @description The last change of the record in the audit trail, when there is one */
                        lastChange: components["schemas"]["LastChange"] | null;
                    };
                };
            };
            422: components["responses"]["KeyReused"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["OtherRefusal"];
        };
    };
}
