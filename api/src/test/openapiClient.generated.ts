// Generated from docs/openapi.json by openapi-typescript (`npm run docs:rest`). Do not edit by hand.

export interface paths {
    "/api/v1/RMADetailManagement/createRMADetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMADetailManagement/createRMADetail
         * @description A detail line: blank (quantity 1) when no product, model or reason is given, otherwise checked.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMADetailManagement_createRMADetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMADetailManagement/deleteRMADetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMADetailManagement/deleteRMADetail
         * @description Deletes a line of an RMA not yet submitted; answers it as it was.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMADetailManagement_deleteRMADetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMADetailManagement/getRMADetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMADetailManagement/getRMADetails
         * @description The detail lines of an RMA the caller may see.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `read` scope.
         */
        post: operations["RMADetailManagement_getRMADetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMADetailManagement/updateRMADetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMADetailManagement/updateRMADetail
         * @description Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMADetailManagement_updateRMADetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/addRMAComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/addRMAComment
         * @description A comment on a submitted RMA, with an optional photo (the id /api/uploadfile answered).
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMAManagement_addRMAComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/createRMA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/createRMA
         * @description A standalone RMA, not submitted, with one blank detail line.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMAManagement_createRMA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/createRMAFromQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/createRMAFromQuote
         * @description An RMA for an order the caller may see, with one blank detail line.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMAManagement_createRMAFromQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/deleteRMA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/deleteRMA
         * @description Deletes the RMA with its lines; answers it as it was.
         *
         *     Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["RMAManagement_deleteRMA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/getRMA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/getRMA
         * @description Who may call it: signed in with a role level above 0. API tokens need the `read` scope.
         */
        post: operations["RMAManagement_getRMA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/getRMAComments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/getRMAComments
         * @description An RMA's comments and status changes, oldest first.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `read` scope.
         */
        post: operations["RMAManagement_getRMAComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/getRMAs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/getRMAs
         * @description The RMAs of the caller's group filter (without one: administrators their platform's, others their own), newest first.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `read` scope.
         */
        post: operations["RMAManagement_getRMAs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/setRMAStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/setRMAStatus
         * @description An administrator of the RMA's platform moves a submitted RMA on (Received, Inspected, Approved (credit), Approved (replacement), Rejected, Closed) with a comment; it goes on the order's timeline.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["RMAManagement_setRMAStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/submitRMA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/submitRMA
         * @description Submits a complete RMA once; the submitter recorded is the caller.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMAManagement_submitRMA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/RMAManagement/updateRMA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RMAManagement/updateRMA
         * @description Changes the fields sent, until the RMA is submitted.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["RMAManagement_updateRMA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addressManagement/createAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * addressManagement/createAddress
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["addressManagement_createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addressManagement/deleteAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * addressManagement/deleteAddress
         * @description Deletes the address and answers it as it was.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["addressManagement_deleteAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addressManagement/getAddresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * addressManagement/getAddresses
         * @description The addresses the caller may see, by Address ascending.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["addressManagement_getAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addressManagement/updateAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * addressManagement/updateAddress
         * @description Changes the fields sent; the others keep their values.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["addressManagement_updateAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/administration/emailNewUserPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * administration/emailNewUserPassword
         * @description Mails a user of the caller's platform their new password.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["administration_emailNewUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approvalManagement/decideApproval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approvalManagement/decideApproval
         * @description Approves (`approve: true`) or rejects another user's pending request with a comment (required to reject); the requester is told live and by email.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         *
         *     Refusals, in the order they are checked:
         *
         *     - 403 "You cannot decide your own approval request. Another administrator must decide it." (field `id`): the caller made the request
         *     - 409 "This approval request no longer applies: a line it covers changed." (field `id`): a line it covers changed since it was made
         *     - 409 "This approval request has already been decided." (field `id`): it was approved or rejected already
         */
        post: operations["approvalManagement_decideApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approvalManagement/getApprovals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approvalManagement/getApprovals
         * @description The approval queue, newest first: an administrator's platform's requests, every platform's for level 9; `status` narrows it.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["approvalManagement_getApprovals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auditManagement/getAuditLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auditManagement/getAuditLog
         * @description A page of the audit trail, newest first: the caller's platform's entries (level 9: every platform's, or filters.pid's). Entries cannot be changed or deleted.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["auditManagement_getAuditLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/authorize
         * @description The passcode step, with the pending sign-in token (login's `token`) as the bearer: a right passcode answers the session token.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["auth_authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/forgotPassword
         * @description Mails a reset link when the account exists; the answer is the same either way.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["auth_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/getSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/getSecret
         * @description Enrolment: the secret and QR code to scan, for the pending sign-in token sent as the bearer (empty body). "Cannot generate secret." otherwise.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `read` scope.
         */
        post: operations["auth_getSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/liveTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/liveTicket
         * @description A single-use ticket to the legacy live channel (ws://host:8880/?ticket=…), valid for 30 seconds, for the caller's session or API token; the session token itself never goes into the channel's URL.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["auth_liveTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/login
         * @description Signs in with email address and password. Without MFA `token` is the session token; otherwise a passcode follows (getSecret, authorize).
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/register
         * @description Password registration: as signUp with a password; the first sign-in enrols an authenticator. The same answer whether the address already has an account or not.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["auth_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/resetPassword
         * @description A new password from a reset link (`request` is its query parameter); every session of the user ends.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["auth_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessionExpired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/sessionExpired
         * @description Tells the server a session token ran out, so its user shows offline.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["auth_sessionExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/signOut
         * @description Ends the caller's session.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["auth_signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * auth/signUp
         * @description "Try it out!": a public account on the default platform (a random password when none is given, with a link to choose one in the welcome email). The answer is the same whether the address already has an account or not; its owner is mailed instead.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["auth_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configurator/configure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * configurator/configure
         * @description Sets one option (id, value) or several (changes) of a session and answers the configurator data.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["configurator_configure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configurator/copyLineConfiguration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * configurator/copyLineConfiguration
         * @description Copies a line's configuration session to another line (detail ids are `{quoteId}_{lineNumber}`).
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["configurator_copyLineConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configurator/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * configurator/finish
         * @description Finishes a session and saves it on a quote: a new quote, the reconfigured line (LineId) or a new line. A visitor sending publicUser and an email as username is signed up as a public user first.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["configurator_finish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configurator/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * configurator/start
         * @description Starts a configuration session of a product (or of a quote line, to reconfigure or copy it).
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["configurator_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerManagement/createCustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customerManagement/createCustomer
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["customerManagement_createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerManagement/deleteCustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customerManagement/deleteCustomer
         * @description Deletes the customer with its contacts and addresses; answers it as it was.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["customerManagement_deleteCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerManagement/getCustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customerManagement/getCustomer
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["customerManagement_getCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerManagement/getCustomers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customerManagement/getCustomers
         * @description Customer rows by ERP id descending: level 9 may filter by platform; hasERP keeps those with an ERP id; groupIds/groupId those that are the default customer of a group.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["customerManagement_getCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customerManagement/updateCustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customerManagement/updateCustomer
         * @description Changes the fields sent; the others keep their values.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["customerManagement_updateCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/errorReports/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * errorReports/report
         * @description Reports a client-side error to the error-reporting service.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `write` scope.
         */
        post: operations["errorReports_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exportManagement/exportList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * exportManagement/exportList
         * @description An admin list as an .xlsx file, with the list screen's search, filters, sort and visible columns and the same scope (platform, role level, group). Text cells are always text: one beginning with =, +, - or @ is never a formula. The users, customers, addresses and products exports carry their import template's columns, so the file imports back unchanged.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        get: operations["exportManagement_exportList_get"];
        put?: never;
        /**
         * exportManagement/exportList
         * @description An admin list as an .xlsx file, with the list screen's search, filters, sort and visible columns and the same scope (platform, role level, group). Text cells are always text: one beginning with =, +, - or @ is never a formula. The users, customers, addresses and products exports carry their import template's columns, so the file imports back unchanged.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["exportManagement_exportList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploadfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * files/uploadfile
         * @description Stores an image (PNG, JPEG, GIF or WebP) under the platform and answers its path; the extra fields come back as sent.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["files_uploadfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groupManagement/createGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * groupManagement/createGroup
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["groupManagement_createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groupManagement/deleteGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * groupManagement/deleteGroup
         * @description Deletes the group and answers it as it was.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["groupManagement_deleteGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groupManagement/getGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * groupManagement/getGroup
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["groupManagement_getGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groupManagement/getGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * groupManagement/getGroups
         * @description The groups of the caller's platform (level 9: of `pid`), by id; with `username`, only the groups that user belongs to.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["groupManagement_getGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groupManagement/updateGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * groupManagement/updateGroup
         * @description Changes the fields sent; userIds replaces the members, userId with setTo adds or removes one.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["groupManagement_updateGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/downloadAddressTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * importManagement/downloadAddressTemplate
         * @description The Address import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        get: operations["importManagement_downloadAddressTemplate_get"];
        put?: never;
        /**
         * importManagement/downloadAddressTemplate
         * @description The Address import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["importManagement_downloadAddressTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/downloadCustomerTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * importManagement/downloadCustomerTemplate
         * @description The Customers import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        get: operations["importManagement_downloadCustomerTemplate_get"];
        put?: never;
        /**
         * importManagement/downloadCustomerTemplate
         * @description The Customers import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["importManagement_downloadCustomerTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/downloadImportFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * importManagement/downloadImportFile
         * @description The file an import was given (for a user import, without its passwords).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        get: operations["importManagement_downloadImportFile_get"];
        put?: never;
        /**
         * importManagement/downloadImportFile
         * @description The file an import was given (for a user import, without its passwords).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["importManagement_downloadImportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/downloadProductTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * importManagement/downloadProductTemplate
         * @description The Products import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        get: operations["importManagement_downloadProductTemplate_get"];
        put?: never;
        /**
         * importManagement/downloadProductTemplate
         * @description The Products import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["importManagement_downloadProductTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/downloadRejectedRows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * importManagement/downloadRejectedRows
         * @description An import's rejected rows with an Error column, to fix and upload again.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        get: operations["importManagement_downloadRejectedRows_get"];
        put?: never;
        /**
         * importManagement/downloadRejectedRows
         * @description An import's rejected rows with an Error column, to fix and upload again.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["importManagement_downloadRejectedRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/downloadUserTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * importManagement/downloadUserTemplate
         * @description The Users import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        get: operations["importManagement_downloadUserTemplate_get"];
        put?: never;
        /**
         * importManagement/downloadUserTemplate
         * @description The Users import template, with its column headings.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["importManagement_downloadUserTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/getImportHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * importManagement/getImportHistory
         * @description The imports written (not dry runs), newest first: level 9 every platform's (or `pid`'s), an administrator their platform's.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["importManagement_getImportHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/importAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * importManagement/importAddress
         * @description Imports a filled Address template: every row is checked with the address form's rules; a row whose key exists updates that record. With dryRun nothing is written; otherwise the valid rows are written and the rejected ones kept as a file (downloadRejectedRows).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["importManagement_importAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/importCustomers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * importManagement/importCustomers
         * @description Imports a filled Customers template: every row is checked with the customer form's rules; a row whose key exists updates that record. With dryRun nothing is written; otherwise the valid rows are written and the rejected ones kept as a file (downloadRejectedRows).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["importManagement_importCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/importProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * importManagement/importProducts
         * @description Imports a filled Products template: every row is checked with the product form's rules; a row whose key exists updates that record. With dryRun nothing is written; otherwise the valid rows are written and the rejected ones kept as a file (downloadRejectedRows).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["importManagement_importProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/importManagement/importUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * importManagement/importUsers
         * @description Imports a filled Users template: every row is checked with the user form's rules; a row whose key exists updates that record. With dryRun nothing is written; otherwise the valid rows are written and the rejected ones kept as a file (downloadRejectedRows).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["importManagement_importUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/issueReportManagement/createIssueReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * issueReportManagement/createIssueReport
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["issueReportManagement_createIssueReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/issueReportManagement/deleteIssueReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * issueReportManagement/deleteIssueReport
         * @description Deletes the report and answers it as it was.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["issueReportManagement_deleteIssueReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/issueReportManagement/getIssueReports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * issueReportManagement/getIssueReports
         * @description A page of the issue reports of the caller's platform (level 9: of every platform), newest first unless ordered.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["issueReportManagement_getIssueReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/issueReportManagement/updateIssueReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * issueReportManagement/updateIssueReport
         * @description Changes the fields sent; the others keep their values.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["issueReportManagement_updateIssueReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobManagement/getFailedJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * jobManagement/getFailedJobs
         * @description A page of the jobs whose last run failed, most recently tried first: the caller's platform's (level 9: every platform's and the system's).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["jobManagement_getFailedJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobManagement/retryJobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * jobManagement/retryJobs
         * @description Runs failed jobs again now, their attempts counted afresh: the ones named, or all the caller may see. Answers how many.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["jobManagement_retryJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orderManagement/addOrderComment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * orderManagement/addOrderComment
         * @description A comment on an order's timeline, by the buyer or the platform's staff.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["orderManagement_addOrderComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orderManagement/addOrderShipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * orderManagement/addOrderShipment
         * @description An administrator of the order's platform (or the ERP's token) enters tracking numbers and URLs for lines of the order, by line number.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["orderManagement_addOrderShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orderManagement/getOrderTimeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * orderManagement/getOrderTimeline
         * @description An order's timeline, newest first: placed, ERP acknowledgement, status changes, payments, shipments, returns, emails and comments.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `read` scope.
         */
        post: operations["orderManagement_getOrderTimeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orderManagement/setOrderStatusType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * orderManagement/setOrderStatusType
         * @description An administrator of the order's platform sets one of its status types (statusTypesMgmt) on the order, when their role level is at least the status type's minimum; answers the new status event on the order's timeline.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["orderManagement_setOrderStatusType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orderManagement/updateOrderStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * orderManagement/updateOrderStatus
         * @description The ERP reports an order's status (P Planned, S Stopped, O Ordered, H History; csiStatus W while submitted).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["orderManagement_updateOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/paymentManagement/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * paymentManagement/payment
         * @description Card checkout: creates (or reuses) the Stripe PaymentIntent for the quote total, computed by the server (an amount that differs is refused). With a card payment method id (`id`) the server confirms it; without, the answer's clientSecret and publishableKey let Stripe.js confirm it in the browser. Stripe's webhook places the order once the payment succeeded. Where no Stripe keys are set outside production, the built-in test payment provider takes the payment (provider: test; no card is charged) with Stripe's test payment method ids: pm_card_visa succeeds, pm_card_chargeDeclined is declined, pm_card_threeDSecure2Required asks for authentication (status requires_action). Without quoteId, the quote is the payer's open checkout: their own quote, not ordered, whose total is the amount.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["paymentManagement_payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platformManagement/createPlatform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * platformManagement/createPlatform
         * @description Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["platformManagement_createPlatform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platformManagement/getPlatform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * platformManagement/getPlatform
         * @description A platform's settings: level 0 gets the default platform, level 9 any, others their own (also without `id`).
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["platformManagement_getPlatform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platformManagement/getPlatforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * platformManagement/getPlatforms
         * @description Level 9: every platform; administrators: their own.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["platformManagement_getPlatforms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/platformManagement/updatePlatform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * platformManagement/updatePlatform
         * @description Changes the fields sent; the others keep their values.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["platformManagement_updatePlatform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productListManagement/createProductList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productListManagement/createProductList
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["productListManagement_createProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productListManagement/deleteProductList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productListManagement/deleteProductList
         * @description Deletes the list (its groups keep no list) and answers it as it was.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["productListManagement_deleteProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productListManagement/getProductList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productListManagement/getProductList
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["productListManagement_getProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productListManagement/getProductLists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productListManagement/getProductLists
         * @description The product lists of the caller's platform (level 9: of `pid`), by id.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["productListManagement_getProductLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productListManagement/updateProductList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productListManagement/updateProductList
         * @description Changes the fields sent, adds the products in `add` and takes off those in `remove`.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["productListManagement_updateProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productManagement/bulkUpdateProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productManagement/bulkUpdateProducts
         * @description Changes the price of each fixed-price product by percent, or deletes each product, by the single action's rules and each audited; a refused product is reported in rows with the reason, the others are changed.
         *
         *     Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["productManagement_bulkUpdateProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productManagement/createProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productManagement/createProduct
         * @description Creates a product on input.pid, the caller's own platform when left out.
         *
         *     Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["productManagement_createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productManagement/deleteProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productManagement/deleteProduct
         * @description Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["productManagement_deleteProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productManagement/getProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productManagement/getProduct
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["productManagement_getProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productManagement/getProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productManagement/getProducts
         * @description The products of the caller's platform (role level 9: of any platform, or of filters.pid), by product number.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["productManagement_getProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/productManagement/updateProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * productManagement/updateProduct
         * @description Changes the fields sent; a product as getProduct answers it can be sent back as it is (its read-only fields are not changed).
         *
         *     Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["productManagement_updateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/addProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/addProduct
         * @description Adds a fixed-price product to a quote (or raises the quantity of its line).
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_addProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/copyLine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/copyLine
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_copyLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/copyOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/copyOrder
         * @description Copies an order, its lines and their configurations, into a new quote of the caller.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["quoteManagement_copyOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/copyQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/copyQuote
         * @description Copies a quote or order, its lines and their configurations, into a new quote of the caller.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_copyQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/createLine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/createLine
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_createLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/createQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/createQuote
         * @description A new quote (a quote request for role level 0) on the caller’s platform, optionally with its first line. Visitors raise theirs by saving a configuration.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/deleteLine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/deleteLine
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_deleteLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/deleteOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/deleteOrder
         * @description Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["quoteManagement_deleteOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/deleteQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/deleteQuote
         * @description Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_deleteQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/downloadLineTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * quoteManagement/downloadLineTemplate
         * @description A configurable product's line template: one column per option caption with its allowed values as in-cell dropdown lists, a Quantity column, each option's rules in its heading's note and on a Rules sheet. Only a product the caller may configure (their platform, their group's product list).
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        get: operations["quoteManagement_downloadLineTemplate_get"];
        put?: never;
        /**
         * quoteManagement/downloadLineTemplate
         * @description A configurable product's line template: one column per option caption with its allowed values as in-cell dropdown lists, a Quantity column, each option's rules in its heading's note and on a Rules sheet. Only a product the caller may configure (their platform, their group's product list).
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_downloadLineTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/downloadQuotePdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * quoteManagement/downloadQuotePdf
         * @description The quote as a PDF: the print layout's content (number and revision, customer, contact, addresses, job fields, lines with part #, description, configured options, quantity, unit and extended price, total, expiration date, terms), never a cost or margin. Only a quote the caller may see (its level, ownership and platform rules); another answers as not found.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        get: operations["quoteManagement_downloadQuotePdf_get"];
        put?: never;
        /**
         * quoteManagement/downloadQuotePdf
         * @description The quote as a PDF: the print layout's content (number and revision, customer, contact, addresses, job fields, lines with part #, description, configured options, quantity, unit and extended price, total, expiration date, terms), never a cost or margin. Only a quote the caller may see (its level, ownership and platform rules); another answers as not found.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_downloadQuotePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/downloadSharedQuotePdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * quoteManagement/downloadSharedQuotePdf
         * @description The buyer's PDF of a sent link's revision, without sign-in: the same document as downloadQuotePdf, while the link is open. The link's closed states are refused with the sentence its page shows.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `read` scope.
         *
         *     Refusals, in the order they are checked:
         *
         *     - 404 "This link is not valid. Ask the sender for a new one." (field `token`): the token is unknown or altered
         *     - 409 "This link was revoked by the sender." (field `token`): the sender revoked the link
         *     - 409 "This quote has already been ordered." (field `token`): the quote was placed as an order
         *     - 409 "This quote has been revised since this link was sent; the sender will send you the new revision." (field `token`): the quote was revised since the link was sent
         *     - 409 "This quote expired on MM/DD/YYYY." (field `expirationDate`): the quote expired
         */
        get: operations["quoteManagement_downloadSharedQuotePdf_get"];
        put?: never;
        /**
         * quoteManagement/downloadSharedQuotePdf
         * @description The buyer's PDF of a sent link's revision, without sign-in: the same document as downloadQuotePdf, while the link is open. The link's closed states are refused with the sentence its page shows.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `read` scope.
         *
         *     Refusals, in the order they are checked:
         *
         *     - 404 "This link is not valid. Ask the sender for a new one." (field `token`): the token is unknown or altered
         *     - 409 "This link was revoked by the sender." (field `token`): the sender revoked the link
         *     - 409 "This quote has already been ordered." (field `token`): the quote was placed as an order
         *     - 409 "This quote has been revised since this link was sent; the sender will send you the new revision." (field `token`): the quote was revised since the link was sent
         *     - 409 "This quote expired on MM/DD/YYYY." (field `expirationDate`): the quote expired
         */
        post: operations["quoteManagement_downloadSharedQuotePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getCommunications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getCommunications
         * @description The emails, notes and status changes recorded on a document, newest first.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getCommunications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getCustomers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getCustomers
         * @description The quote's customer picker (role level above 1): customers with an ERP id, company names matched by prefix.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getLines
         * @description A page of the lines of a document, in line order unless order says otherwise.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getQuote
         * @description A quote, order or quote request with its lines, customer, contact and addresses.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getQuoteById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getQuoteById
         * @description A quote, order or quote request with its lines, customer, contact and addresses.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getQuoteById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getQuotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getQuotes
         * @description A page of the quotes (type 1), orders (type 2) or quote requests (type 3) the caller may see.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getRevisionDiff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getRevisionDiff
         * @description What changed from one revision of a quote to another: lines added, removed and changed (configured options by caption), the quote's customer, addresses, job fields and total.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getRevisionDiff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/getRevisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/getRevisions
         * @description Every revision of a quote, oldest first; the last row is the current revision.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["quoteManagement_getRevisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/importLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/importLines
         * @description Imports a filled line template into a quote: each row runs through the configurator engine on the product's current model, answering per row and per cell (why a value is refused, the nearest valid value; a valid row's part number and price). With dryRun nothing is written; otherwise the valid rows become configured lines of the quote in one transaction and the refused rows come back as a file (rejectedFile, base64) with an Error column.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_importLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/placeAcceptedQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/placeAcceptedQuote
         * @description Places a quote its customer accepted (the current revision) as an order in one step, by its owner or an administrator of its platform; Place Order's checks and refusals follow.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["quoteManagement_placeAcceptedQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/placeOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/placeOrder
         * @description Checks the quote (part 1 §4.5), sends it to the platform ERP (or verifies the card payment) and turns it into an order.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         *
         *     Refusals, in the order they are checked:
         *
         *     - 404 "Quote not found.": no quote has this id, or the caller may not see it
         *     - 409 "This quote has already been ordered.": the quote is already an order placed by someone else (its placer gets the order again)
         *     - 403 "A quote request cannot be sent to the ERP.": a quote request (type 3) without card checkout
         *     - 400 "Job Name must be at most 50 characters." (field `input.jobName`): likewise Specifier (`input.specifier`) and Specifier Location (`input.specifierLocation`)
         *     - 409 "This quote is already being placed.": another placement of the quote is under way
         *     - 400 "You must have at least one Quote Line to place an order." (field `lines`): the quote has no lines
         *     - 400 "An ERP ID is required to submit quotes to the ERP" (field `customer`): the quote's customer has no ERP ID (not asked with card checkout)
         *     - 400 "You must provide a job name on the Quote Summary before placing an Order." (field `input.jobName`): no job name, neither sent nor saved on the quote
         *     - 400 "You must provide a specifier on the Quote Summary before placing an Order." (field `input.specifier`): no specifier
         *     - 400 "You must provide a specifier location on the Quote Summary before placing an Order." (field `input.specifierLocation`): no specifier location
         *     - 409 "<line> now costs <price> (quoted at <price>); the quote now shows the current price. Review the total and place the order again." (field `lines`): a fixed-price line's product price changed since it was quoted (the quote is updated); a configured line its model no longer accepts is refused with the configurator's message
         *     - 409 "The card payment has not been confirmed." (field `payment`): card checkout: the payment is missing or unconfirmed; likewise "The card payment does not belong to this quote.", "The card payment does not match the quote total.", "The quote changed after it was paid for."
         *     - 409 "The ERP refused the order (HTTP 422). The details are in the server log.": the ERP refused the order (its HTTP status in the text); "The ERP could not be reached. The details are in the server log." or "The ERP address of this platform is not allowed (it points at a private, loopback or link-local address). The details are in the server log." when it could not be called; the integration's own message when the platform's ERP is not configured
         *     - 409 "<the ERP failure> The order is sent again by itself until the ERP answers, or at once when you place it again (the ERP answers with the order it holds, not a second one). The quote cannot be changed until then.": the ERP may have taken the order: placing it again finishes it
         *     - 409 "The quote changed while the order was being placed. Check the quote and place the order again.": the quote changed while the order was sent
         */
        post: operations["quoteManagement_placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/requestApproval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/requestApproval
         * @description Asks for approval of the quote's lines below the margin floor or a discount limit, with a comment; answers the request.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         *
         *     Refusals, in the order they are checked:
         *
         *     - 409 "This quote needs no approval: no line is below the margin floor or discount limit." (field `id`): no line is below a limit, or an approval covers them
         *     - 409 "Approval of this quote is already requested." (field `id`): a request for the same lines is waiting
         */
        post: operations["quoteManagement_requestApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/reviseQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/reviseQuote
         * @description Freezes the current revision of a quote and continues it as the next one; an expired quote is re-priced and its 60 days restart.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_reviseQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/revokeQuoteLinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/revokeQuoteLinks
         * @description Revokes every link sent for the quote; answers how many were open.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["quoteManagement_revokeQuoteLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/sendOrderStatusEmails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/sendOrderStatusEmails
         * @description Emails users and contacts of the platform (the quote's, when quoteId is sent, where it is also recorded).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["quoteManagement_sendOrderStatusEmails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/sendQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/sendQuote
         * @description Mails the quote's contact, and the platform's users and contacts in emails, a link to the quote's current revision; answers the link.
         *
         *     Who may call it: signed in with a role level above 0. API tokens need the `write` scope.
         */
        post: operations["quoteManagement_sendQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/submitQuoteRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/submitQuoteRequest
         * @description Sends the caller's own quote request (or, for a card payer, quote) to the platform's sales contacts, who are emailed, when card payment is not available; the order checks run first. The answer's submittedAt says it was sent.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_submitQuoteRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/updateLine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/updateLine
         * @description Quantity, or (from a configuration or by a dealer) Details, price, image, text and session of a line.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_updateLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quoteManagement/updateQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * quoteManagement/updateQuote
         * @description Job fields, customer, contact and addresses of a quote. Input type 2 (with the platform integration) places the order, as placeOrder does.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["quoteManagement_updateQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roleManagement/createRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * roleManagement/createRole
         * @description Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["roleManagement_createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roleManagement/deleteRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * roleManagement/deleteRole
         * @description Deletes a role no user has; answers it as it was.
         *
         *     Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["roleManagement_deleteRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roleManagement/getRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * roleManagement/getRoles
         * @description The roles the caller may assign: the built-in ones and their platform's (level 9: of `pid`, or all), never above the caller's level.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["roleManagement_getRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roleManagement/updateRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * roleManagement/updateRole
         * @description Changes the fields sent; a role stays on its platform.
         *
         *     Who may call it: role level 9. API tokens need the `write` scope.
         */
        post: operations["roleManagement_updateRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statusTypesMgmt/createStatusType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * statusTypesMgmt/createStatusType
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["statusTypesMgmt_createStatusType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statusTypesMgmt/deleteStatusType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * statusTypesMgmt/deleteStatusType
         * @description Deletes the status type and answers it as it was.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["statusTypesMgmt_deleteStatusType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statusTypesMgmt/getStatusTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * statusTypesMgmt/getStatusTypes
         * @description The status types of the caller's platform by displayOrder; with roleLevel, those that level may assign.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["statusTypesMgmt_getStatusTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statusTypesMgmt/updateStatusType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * statusTypesMgmt/updateStatusType
         * @description Changes the fields sent; the others keep their values.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["statusTypesMgmt_updateStatusType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/copyTheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/copyTheme
         * @description A copy named "{name} (Copy)", not active.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["themeManagement_copyTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/createTheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/createTheme
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["themeManagement_createTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/deleteTheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/deleteTheme
         * @description Deletes the theme and answers it as it was.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["themeManagement_deleteTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/getActiveTheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/getActiveTheme
         * @description The active theme of a platform (or 'default') in light or dark mode; visitors get the default platform's.
         *
         *     Who may call it: anyone, visitors included. API tokens need the `read` scope.
         */
        post: operations["themeManagement_getActiveTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/getTheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/getTheme
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["themeManagement_getTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/getThemes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/getThemes
         * @description The caller's platform's themes (level 9: every platform's, or of `pid`).
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["themeManagement_getThemes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/updateTheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/updateTheme
         * @description Changes the fields sent; the others keep their values.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["themeManagement_updateTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themeManagement/uploadThemeFiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * themeManagement/uploadThemeFiles
         * @description Stores one to three logo images (PNG, JPEG, GIF or WebP) and, with an id, puts them on that theme; the answer names each stored path.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["themeManagement_uploadThemeFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/bulkUpdateUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/bulkUpdateUsers
         * @description Changes the role of (roleId), adds to or removes from a group (groupId), or deletes each user, by the single action's rules and each audited; a refused user is reported in rows with the reason, the others are changed.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["userManagement_bulkUpdateUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/createUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/createUser
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["userManagement_createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/deleteUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/deleteUser
         * @description Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["userManagement_deleteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/deleteUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/deleteUsers
         * @description Deletes every listed user or none; the caller is never among them.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `write` scope.
         */
        post: operations["userManagement_deleteUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/getNotificationPreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/getNotificationPreferences
         * @description Which events of their orders email the caller (placed, shipped, delivered, other status changes, return updates).
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["userManagement_getNotificationPreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/getNotifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/getNotifications
         * @description The caller's own notifications, newest first, with the unread count.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["userManagement_getNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/getPasswordResetRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/getPasswordResetRequest
         * @description A reset link's request while it is unused and unexpired ("Invalid password reset request." otherwise).
         *
         *     Who may call it: anyone, visitors included. API tokens need the `read` scope.
         */
        post: operations["userManagement_getPasswordResetRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/getUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/getUser
         * @description A user by email address: oneself, or a user of a platform the caller administers.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `read` scope.
         */
        post: operations["userManagement_getUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/getUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/getUsers
         * @description A page of users (level 9: of every platform, or of `pid`), by isLoggedIn descending unless ordered.
         *
         *     Who may call it: role level 5 (own platform) or 9. API tokens need the `read` scope.
         */
        post: operations["userManagement_getUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/markNotificationsRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/markNotificationsRead
         * @description Marks the caller's notifications read: those listed by id (each must be the caller's), or all.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["userManagement_markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/updateNotificationPreferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/updateNotificationPreferences
         * @description Chooses which events of their orders email the caller; topics left out keep their choice.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["userManagement_updateNotificationPreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/userManagement/updateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * userManagement/updateUser
         * @description Changes the fields sent. Below level 5 only one's own names, email and MFA choice.
         *
         *     Who may call it: signed in, any role level (0 included). API tokens need the `write` scope.
         */
        post: operations["userManagement_updateUser"];
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
        /** @description A refused or failed call */
        Failure: {
            /** @constant */
            success: false;
            result: null;
            /** @description the message, word for word as the docs list it */
            error: string;
            /** @description the body path of the field at fault (`input.name`, `lines.0.quantity`) */
            field?: string;
            /** @description with a 500: the id under which the server logged the details */
            errorId?: string;
        };
    };
    responses: {
        /** @description Bad input: the message names the field */
        Failure400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A sign-in is needed, or the token is not accepted */
        Failure401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The caller may not do this */
        Failure403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description No such record, or not one the caller may see */
        Failure404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A conflict with the record as it is */
        Failure409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Too many calls: Retry-After says when to try again */
        Failure429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description An unexpected failure: "Unexpected error." and an errorId */
        Failure500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The server is restarting and ended the call (an import); Retry-After says when to try again */
        Failure503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
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
    RMADetailManagement_createRMADetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        RMAId: number;
                        /** @description the RMA's platform */
                        pid?: number;
                        productNumber?: string | null;
                        /** @description 1 or more; from an order at most the ordered quantity */
                        quantity?: number | string | null;
                        /** @description standalone RMAs; from an order it is the order's */
                        orderedQuantity?: number | string | null;
                        /** @description NA if there is none */
                        modelNo?: string | null;
                        reason?: string | null;
                        timeInService?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            RMAId: number;
                            pid: number;
                            productNumber: string;
                            quantity: number | null;
                            orderedQuantity: number;
                            modelNo: string;
                            reason: string;
                            timeInService: string | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMADetailManagement_deleteRMADetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            RMAId: number;
                            pid: number;
                            productNumber: string;
                            quantity: number | null;
                            orderedQuantity: number;
                            modelNo: string;
                            reason: string;
                            timeInService: string | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMADetailManagement_getRMADetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    RMAId: number;
                    /** @description the RMA's platform (the lines are the RMA's whatever it says) */
                    pid?: number;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            RMAId: number;
                            pid: number;
                            productNumber: string;
                            quantity: number | null;
                            orderedQuantity: number;
                            modelNo: string;
                            reason: string;
                            timeInService: string | null;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMADetailManagement_updateRMADetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        productNumber?: string | null;
                        /** @description 1 or more; from an order at most the ordered quantity */
                        quantity?: number | string | null;
                        /** @description standalone RMAs; from an order it is the order's */
                        orderedQuantity?: number | string | null;
                        /** @description NA if there is none */
                        modelNo?: string | null;
                        reason?: string | null;
                        timeInService?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            RMAId: number;
                            pid: number;
                            productNumber: string;
                            quantity: number | null;
                            orderedQuantity: number;
                            modelNo: string;
                            reason: string;
                            timeInService: string | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_addRMAComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    text: string;
                    photoFileId?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            author: string;
                            /** @description the status the RMA was set to with this comment */
                            status: string | null;
                            text: string;
                            photoUrl: string | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_createRMA: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_createRMAFromQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the order */
                    quoteId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_deleteRMA: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_getRMA: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_getRMAComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            author: string;
                            /** @description the status the RMA was set to with this comment */
                            status: string | null;
                            text: string;
                            photoUrl: string | null;
                            createdAt: string;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_getRMAs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: {
                        pid?: number;
                        status?: string;
                    };
                    /** @description level 9: one platform */
                    pid?: number;
                    /** @description Not Submitted, Submitted, Received, Inspected, Approved (credit), Approved (replacement), Rejected or Closed */
                    status?: string;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_setRMAStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    status: string;
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_submitRMA: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description the legacy client sends the caller's names; the caller's account is what is recorded */
                    firstName?: string;
                    lastName?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    RMAManagement_updateRMA: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        modelNo?: string | null;
                        /** @description a date, e.g. 2026-11-24 */
                        requestDate?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            groupId: number | null;
                            /**
                             * @description "0": not submitted
                             * @enum {string}
                             */
                            rmaCreated: "0" | "1";
                            status: string | null;
                            rmaNumber: string | null;
                            /** @description the ERP order number of the order it returns */
                            erpOrderNum: string | null;
                            modelNo: string | null;
                            /** @description ISO 8601 time */
                            createdAt: string;
                            /** @description ISO 8601 time */
                            requestDate: string;
                            /** @description the order it returns */
                            quoteId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    addressManagement_createAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        address?: string | null;
                        address2?: string | null;
                        city?: string | null;
                        county?: string | null;
                        /** @description required for a US or Canadian address: one of its states or provinces, by code or name, stored as the code; optional text elsewhere. "default" (the State select's placeholder) means none */
                        state?: string | null;
                        zip?: string | null;
                        country?: string | null;
                        /** @description 1 Billing, 2 Shipping (default) */
                        addressType?: number | string;
                        name?: string | null;
                        shipCode?: string | null;
                        displayOrder?: number | string;
                        customerId?: number;
                        /** @description level 9: the platform of an address without a customer */
                        pid?: number;
                        /** @description an address read back: must be the one being changed */
                        id?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            Address: string | null;
                            Address2: string | null;
                            City: string;
                            County: string | null;
                            State: string;
                            Zip: string;
                            Country: string;
                            /** @description 1 Billing, 2 Shipping */
                            AddressType: number;
                            Name: string | null;
                            displayOrder: number;
                            customerId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    addressManagement_deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description the address as the client holds it; not needed */
                    input?: {
                        address?: string | null;
                        address2?: string | null;
                        city?: string | null;
                        county?: string | null;
                        /** @description required for a US or Canadian address: one of its states or provinces, by code or name, stored as the code; optional text elsewhere. "default" (the State select's placeholder) means none */
                        state?: string | null;
                        zip?: string | null;
                        country?: string | null;
                        /** @description 1 Billing, 2 Shipping (default) */
                        addressType?: number | string;
                        name?: string | null;
                        shipCode?: string | null;
                        displayOrder?: number | string;
                        customerId?: number;
                        /** @description level 9: the platform of an address without a customer */
                        pid?: number;
                        /** @description an address read back: must be the one being changed */
                        id?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            Address: string | null;
                            Address2: string | null;
                            City: string;
                            County: string | null;
                            State: string;
                            Zip: string;
                            Country: string;
                            /** @description 1 Billing, 2 Shipping */
                            AddressType: number;
                            Name: string | null;
                            displayOrder: number;
                            customerId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    addressManagement_getAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ignored (the legacy client sends its abort signal) */
                    signal?: unknown;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            Address: string | null;
                            Address2: string | null;
                            City: string;
                            County: string | null;
                            State: string;
                            Zip: string;
                            Country: string;
                            /** @description 1 Billing, 2 Shipping */
                            AddressType: number;
                            Name: string | null;
                            displayOrder: number;
                            customerId: number | null;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    addressManagement_updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        address?: string | null;
                        address2?: string | null;
                        city?: string | null;
                        county?: string | null;
                        /** @description required for a US or Canadian address: one of its states or provinces, by code or name, stored as the code; optional text elsewhere. "default" (the State select's placeholder) means none */
                        state?: string | null;
                        zip?: string | null;
                        country?: string | null;
                        /** @description 1 Billing, 2 Shipping (default) */
                        addressType?: number | string;
                        name?: string | null;
                        shipCode?: string | null;
                        displayOrder?: number | string;
                        customerId?: number;
                        /** @description level 9: the platform of an address without a customer */
                        pid?: number;
                        /** @description an address read back: must be the one being changed */
                        id?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            Address: string | null;
                            Address2: string | null;
                            City: string;
                            County: string | null;
                            State: string;
                            Zip: string;
                            Country: string;
                            /** @description 1 Billing, 2 Shipping */
                            AddressType: number;
                            Name: string | null;
                            displayOrder: number;
                            customerId: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    administration_emailNewUserPassword: {
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
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        result: true;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    approvalManagement_decideApproval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    approve: boolean;
                    /** @description up to 2000 characters */
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            pid: number;
                            revision: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "void";
                            comment: string;
                            lines: {
                                lineId: number;
                                lineNumber: number;
                                partNumber: string;
                                description: string;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                listPrice: string | null;
                                /** @description % off list price */
                                discountPercent: number | null;
                                /** @description dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description margin over dealer cost as a % of the price; null unless the caller sees dealer cost */
                                marginPercent: number | null;
                                reasons: ("marginFloor" | "discountLimit")[];
                            }[];
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            requestedByUserId: number | null;
                            requestedBy: string;
                            decidedBy: string;
                            decisionComment: string;
                            /** @description ISO 8601, UTC */
                            createdDate: string;
                            decidedDate: string | null;
                            voidedDate: string | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    approvalManagement_getApprovals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description pending, approved, rejected or void; all when omitted
                     * @enum {string}
                     */
                    status?: "pending" | "approved" | "rejected" | "void";
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 100
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            pid: number;
                            revision: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "void";
                            comment: string;
                            lines: {
                                lineId: number;
                                lineNumber: number;
                                partNumber: string;
                                description: string;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                listPrice: string | null;
                                /** @description % off list price */
                                discountPercent: number | null;
                                /** @description dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description margin over dealer cost as a % of the price; null unless the caller sees dealer cost */
                                marginPercent: number | null;
                                reasons: ("marginFloor" | "discountLimit")[];
                            }[];
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            requestedByUserId: number | null;
                            requestedBy: string;
                            decidedBy: string;
                            decisionComment: string;
                            /** @description ISO 8601, UTC */
                            createdDate: string;
                            decidedDate: string | null;
                            voidedDate: string | null;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auditManagement_getAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: {
                        /** @description part of the actor's email address */
                        actor?: string;
                        action?: string;
                        entity?: string;
                        /** @description the record (with entity) */
                        entityId?: string | number;
                        /** @description role level 9: this platform */
                        pid?: number;
                        /** @description on or after this day, YYYY-MM-DD (UTC) */
                        from?: string;
                        /** @description on or before this day, YYYY-MM-DD (UTC) */
                        to?: string;
                    };
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description ISO 8601, UTC */
                            at: string;
                            actorId: number | null;
                            /** @description the actor's email address (an API token's creator and the token id) */
                            actor: string;
                            action: string;
                            /** @description the record type: User, Product, ProductList, Group, Theme, ApiToken, Platform, ImportRun, QuoteLine, QuoteApproval … */
                            entity: string;
                            entityId: string;
                            pid: number | null;
                            /** @description the record's fields (secrets left out); null when there was none */
                            before: unknown;
                            /** @description the record's fields (secrets left out); null when there was none */
                            after: unknown;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_authorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the passcode, six digits ("123 456" also works) */
                    token?: string;
                    /** @description the passcode under its GraphQL name */
                    passcode?: string;
                    /** @description the account signing in; must be the pending sign-in's */
                    username?: string;
                    /** @description enrolment: the secret getSecret offered; must be that one */
                    secret?: string;
                    /** @description the pending sign-in token, when it is not sent as the bearer */
                    mfaToken?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the session token; while a passcode is due, the pending sign-in token to send as the bearer of getSecret and authorize */
                            token: string | null;
                            /** @description when the session token expires, seconds since 1970 */
                            expiresAt: number | null;
                            /** @description true: `token` is the pending sign-in token and a passcode is due (auth/authorize) */
                            mfaRequired: boolean;
                            platformRequiresMFA: boolean;
                            /** @description the pending sign-in token again, while a passcode is due */
                            mfaToken: string | null;
                            /** @description the user has no authenticator yet: show the QR code (also answered by getSecret) */
                            needsEnrollment: boolean;
                            /** @description enrolment only: the secret offered; an enrolled user's secret is never sent */
                            secret: string | null;
                            otpauthUrl: string | null;
                            /** @description enrolment only: the otpauth URL as a PNG data URL */
                            qrCode: string | null;
                            /** @constant */
                            isVerified: true;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        result: true;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_getSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the pending sign-in token, when it is not sent as the bearer */
                    mfaToken?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            secret: string;
                            otpauthUrl: string;
                            /** @description a PNG data URL */
                            qrCode: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_liveTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description send as ?ticket= when connecting; works once */
                            ticket: string;
                            /** @description ISO UTC; connect before then */
                            expiresAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_login: {
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
                    password: string;
                    /** @default false */
                    stayLoggedIn?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the session token; while a passcode is due, the pending sign-in token to send as the bearer of getSecret and authorize */
                            token: string | null;
                            /** @description when the session token expires, seconds since 1970 */
                            expiresAt: number | null;
                            /** @description true: `token` is the pending sign-in token and a passcode is due (auth/authorize) */
                            mfaRequired: boolean;
                            platformRequiresMFA: boolean;
                            /** @description the pending sign-in token again, while a passcode is due */
                            mfaToken: string | null;
                            /** @description the user has no authenticator yet: show the QR code (also answered by getSecret) */
                            needsEnrollment: boolean;
                            /** @description enrolment only: the secret offered; an enrolled user's secret is never sent */
                            secret: string | null;
                            otpauthUrl: string | null;
                            /** @description enrolment only: the otpauth URL as a PNG data URL */
                            qrCode: string | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    name?: string;
                    /** @default  */
                    username?: string;
                    password?: string;
                    confirmPassword?: string;
                    /** @default false */
                    stayLoggedIn?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        result: true;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    request?: string;
                    /** @default  */
                    password?: string;
                    /** @default  */
                    confirmPassword?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        result: true;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_sessionExpired: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: boolean;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: boolean;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    auth_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    name?: string;
                    /** @default  */
                    username?: string;
                    password?: string;
                    confirmPassword?: string;
                    /** @default false */
                    stayLoggedIn?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        result: true;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    configurator_configure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                    /** @description the option to set */
                    id?: string | null;
                    value?: string | number | boolean | null;
                    /** @description several options at once */
                    changes?: {
                        id: string;
                        value?: string | number | boolean | null;
                    }[] | null;
                    /** @description the client's own setting; the server decides on HTTPS itself */
                    requireHttps?: boolean | string | number;
                    /** @description the configured product, as the client keeps it; the session's product is used */
                    productId?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            SessionId: string;
                            d: {
                                ConfiguredPrice: number;
                                IsExecutionComplete: boolean;
                                OptionToFocus: string | null;
                                Details: ({
                                    Caption: unknown;
                                    Value: unknown;
                                    Type: unknown;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                ImageUrl: string | null;
                                Messages: {
                                    Type: number;
                                    Value: string;
                                }[];
                                Pages: ({
                                    Caption: string;
                                    IsVisible: boolean;
                                    Screens: unknown[];
                                } & {
                                    [key: string]: unknown;
                                })[];
                            } & {
                                [key: string]: unknown;
                            };
                            Blocked: unknown | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    configurator_copyLineConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sourceHeaderId?: string | number | null;
                    sourceDetailId: string;
                    headerId?: string | number | null;
                    detailId: string;
                    productId?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            sessionId: string | null;
                            configurationId: string;
                        } & {
                            [key: string]: unknown;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    configurator_finish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                    /** @description with publicUser, a visitor’s email */
                    username?: string | null;
                    publicUser?: boolean | null;
                    quoteId?: string | number | null;
                    lineId?: number | null;
                    /** @description as lineId */
                    LineId?: number | null;
                    lineNumber?: number | null;
                    configurationId?: string | number | null;
                    quantity?: number | null;
                    /** @description the values the screen shows; each is checked by the model, and a refused one stops Finish with its message and field */
                    values?: {
                        id: string;
                        value?: string | number | boolean | null;
                    }[] | null;
                    /** @description the client's own setting; the server decides on HTTPS itself */
                    requireHttps?: boolean | string | number;
                    /** @description the configured product, as the client keeps it; the session's product is used */
                    productId?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            quoteId: number;
                            lineId: number;
                            lineNumber: number;
                            configurationId: string;
                            type: number;
                            /** @enum {string} */
                            outcome: "created" | "updated" | "added";
                        } | ({
                            token: string;
                            expiresAt: unknown;
                            userId: number;
                            username: string;
                            quoteId: number;
                            lineId: number;
                        } & {
                            [key: string]: unknown;
                        });
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    configurator_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 41 */
                    productId?: number;
                    configurationId?: string | number | null;
                    quoteId?: string | number | null;
                    reconfigure?: boolean | null;
                    headerId?: string | number | null;
                    lineId?: number | null;
                    /** @description as lineId */
                    LineId?: number | null;
                    /** @description the line number the client shows; LineId names the line */
                    lineNumber?: number | null;
                    sourceHeaderId?: string | number | null;
                    sourceConfigurationId?: string | number | null;
                    /** @description the customer's configurator profile option, as the client keeps it */
                    cpqProfileOption?: string | null;
                    /** @description parameters for the configurator: [{Name, Value}] or {name: value}; empty as [] or {} */
                    integrationParams?: ({
                        Name: string;
                        Value: unknown;
                    }[] | {
                        [key: string]: unknown;
                    }) | null;
                    /** @description a session this page started before (after a reload): answered with its choices while it is open and the caller may use it; otherwise a new session starts */
                    sessionId?: string | number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            prepare: {
                                SessionId: string;
                                ProductId: number;
                                HeaderId: string | null;
                                Engine: string;
                                ModelVersion: number | null;
                            };
                            initialize: {
                                ConfigurationId: string;
                                Reconfigure: boolean;
                                QuoteId: string | null;
                            };
                            ui: {
                                ConfiguredPrice: number;
                                IsExecutionComplete: boolean;
                                OptionToFocus: string | null;
                                Details: ({
                                    Caption: unknown;
                                    Value: unknown;
                                    Type: unknown;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                ImageUrl: string | null;
                                Messages: {
                                    Type: number;
                                    Value: string;
                                }[];
                                Pages: ({
                                    Caption: string;
                                    IsVisible: boolean;
                                    Screens: unknown[];
                                } & {
                                    [key: string]: unknown;
                                })[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    customerManagement_createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        companyName?: string | null;
                        erpId?: string | null;
                        /** @description at most 500 characters */
                        description?: string | null;
                        cpqProfileOption?: string | null;
                        /** @description level 9: the platform */
                        pid?: number;
                        /** @description the primary contact */
                        contact?: {
                            firstName?: string | null;
                            lastName?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            altPhone?: string | null;
                        } | null;
                        /** @description empty fields (or null) remove the billing address on update; read back, its id, pid, customerId and AddressType must be its own */
                        billingAddress?: {
                            address?: string | null;
                            address2?: string | null;
                            city?: string | null;
                            county?: string | null;
                            /** @description required for a US or Canadian address: one of its states or provinces, by code or name, stored as the code; optional text elsewhere. "default" (the State select's placeholder) means none */
                            state?: string | null;
                            zip?: string | null;
                            country?: string | null;
                            /** @description 1 Billing, 2 Shipping (default) */
                            addressType?: number | string;
                            name?: string | null;
                            shipCode?: string | null;
                            displayOrder?: number | string;
                            customerId?: number;
                            /** @description level 9: the platform of an address without a customer */
                            pid?: number;
                            /** @description an address read back: must be the one being changed */
                            id?: number;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            customer: {
                                id: number;
                                pid: number;
                                /** @description null unless the caller may see ERP ids */
                                erpId: string | null;
                                companyName: string;
                                description: string;
                                cpqProfileOption: string | null;
                            };
                            billingAddress: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            /** @description the primary contact */
                            contact: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            /** @description getCustomer only */
                            shippingAddresses?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    customerManagement_deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            customer: {
                                id: number;
                                pid: number;
                                /** @description null unless the caller may see ERP ids */
                                erpId: string | null;
                                companyName: string;
                                description: string;
                                cpqProfileOption: string | null;
                            };
                            billingAddress: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            /** @description the primary contact */
                            contact: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            /** @description getCustomer only */
                            shippingAddresses?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    customerManagement_getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            customer: {
                                id: number;
                                pid: number;
                                /** @description null unless the caller may see ERP ids */
                                erpId: string | null;
                                companyName: string;
                                description: string;
                                cpqProfileOption: string | null;
                            };
                            billingAddress: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            /** @description the primary contact */
                            contact: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            /** @description getCustomer only */
                            shippingAddresses?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    customerManagement_getCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pid?: number;
                    /** @description "1" or "0" (true/false also) */
                    hasERP?: boolean;
                    groupIds?: number[] | null;
                    groupId?: number;
                    /** @description company name, ERP id or billing address */
                    search?: string;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            customer: {
                                id: number;
                                pid: number;
                                /** @description null unless the caller may see ERP ids */
                                erpId: string | null;
                                companyName: string;
                                description: string;
                                cpqProfileOption: string | null;
                            };
                            billingAddress: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            /** @description the primary contact */
                            contact: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            /** @description getCustomer only */
                            shippingAddresses?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    customerManagement_updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        companyName?: string | null;
                        erpId?: string | null;
                        /** @description at most 500 characters */
                        description?: string | null;
                        cpqProfileOption?: string | null;
                        /** @description level 9: the platform */
                        pid?: number;
                        /** @description the primary contact */
                        contact?: {
                            firstName?: string | null;
                            lastName?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            altPhone?: string | null;
                        } | null;
                        /** @description empty fields (or null) remove the billing address on update; read back, its id, pid, customerId and AddressType must be its own */
                        billingAddress?: {
                            address?: string | null;
                            address2?: string | null;
                            city?: string | null;
                            county?: string | null;
                            /** @description required for a US or Canadian address: one of its states or provinces, by code or name, stored as the code; optional text elsewhere. "default" (the State select's placeholder) means none */
                            state?: string | null;
                            zip?: string | null;
                            country?: string | null;
                            /** @description 1 Billing, 2 Shipping (default) */
                            addressType?: number | string;
                            name?: string | null;
                            shipCode?: string | null;
                            displayOrder?: number | string;
                            customerId?: number;
                            /** @description level 9: the platform of an address without a customer */
                            pid?: number;
                            /** @description an address read back: must be the one being changed */
                            id?: number;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            customer: {
                                id: number;
                                pid: number;
                                /** @description null unless the caller may see ERP ids */
                                erpId: string | null;
                                companyName: string;
                                description: string;
                                cpqProfileOption: string | null;
                            };
                            billingAddress: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            /** @description the primary contact */
                            contact: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            /** @description getCustomer only */
                            shippingAddresses?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    errorReports_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    stack?: string | null;
                    url?: string | null;
                    operation?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        result: true;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    exportManagement_exportList_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: the list as an .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    exportManagement_exportList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description users (sorts by id, username, firstName, lastName, isLoggedIn, roleLevel, pid; filters pid; the Users import template's columns); customers (sorts by id, erpId, companyName; filters pid, hasERP, groupId; the Customers import template's columns); addresses (sorts by id, address, city, state, zip; filters pid, addressType, customerId; the Address import template's columns); products (sorts by id, productNumber, name, description, relatedItem, defaultPrice, quantityInStock; filters pid, gid; the Products import template's columns); productLists (sorts by id; filters pid; columns rowId, name, productCount); groups (sorts by id; filters pid; columns rowId, name, description); rmas (sorts by createdAt, id, erpOrderNum, rmaNumber, status, modelNo; filters pid, status; columns createdAt, erpOrderNum, rmaNumber, status, modelNo); issueReports (sorts by createdAt, id, title, priority, status; no filters; columns title, report, priority, status, createdAt); quotes (sorts by id, createdAt, jobName, customerName, totalCost, erpOrderNo, dateOrderPlaced, createdByLastName, customerStatus; filters pid, mine; columns rowId, jobName, customer, createdBy, createdAt, totalCost); orders (sorts by id, createdAt, jobName, customerName, totalCost, erpOrderNo, dateOrderPlaced, createdByLastName, customerStatus; filters pid, mine; columns erpOrderNo, customer, createdBy, dateOrderPlaced, totalCost, status)
                     * @enum {string}
                     */
                    list: "users" | "customers" | "addresses" | "products" | "productLists" | "groups" | "rmas" | "issueReports" | "quotes" | "orders";
                    /** @description the list screen's search */
                    search?: string;
                    /** @description [field, "ASC" | "DESC"]: one of the list's sort fields; the list screen's default otherwise */
                    order?: [
                        string,
                        string
                    ];
                    /** @description the visible columns' keys, in order (every column when left out) */
                    columns?: string[];
                    /** @description the list's own filters (see list) */
                    filters?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment: the list as an .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    files_uploadfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description the image, at most 5 MB */
                    file?: string;
                    /** @description with target=product: the product the image becomes the picture of */
                    id?: string;
                    /** @description "product": put the image on the product `id` (role level 9) */
                    target?: string;
                    /** @description the platform (role level 9); the caller's own by default */
                    pid?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number | string;
                            /** @description <pid>/<name>, under /uploads/ */
                            path: string;
                            /** @description the stored path, /uploads/<pid>/... */
                            url: string;
                            mimeType: string;
                            size: number;
                            /** @description the form's text fields as sent */
                            fields: {
                                [key: string]: string;
                            };
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    groupManagement_createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        /** @description the platform (required on create) */
                        pid?: number | string | null;
                        name?: string | null;
                        description?: string | null;
                        /** @description a customer of the platform with an ERP id; null for none */
                        defaultCustomerId?: number | string | null;
                        /** @description a product list of the platform; null for none */
                        productListId?: number | string | null;
                        /** @description the members exactly: a JSON array (or array) of user ids */
                        userIds?: string | (number | string)[];
                        /** @description one user to add (setTo true) or remove (setTo false) */
                        userId?: number | string;
                        /** @description "1" or "0" (true/false also) */
                        setTo?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            description: string;
                            /** @description the members, JSON array text such as "[4,9]" */
                            userIds: string;
                            /** @description the id of the customer new quotes of its members get */
                            defaultCustomer: number | null;
                            /** @description the id of its product list */
                            productList: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    groupManagement_deleteGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            description: string;
                            /** @description the members, JSON array text such as "[4,9]" */
                            userIds: string;
                            /** @description the id of the customer new quotes of its members get */
                            defaultCustomer: number | null;
                            /** @description the id of its product list */
                            productList: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    groupManagement_getGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            description: string;
                            /** @description the members, JSON array text such as "[4,9]" */
                            userIds: string;
                            /** @description the id of the customer new quotes of its members get */
                            defaultCustomer: number | null;
                            /** @description the id of its product list */
                            productList: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    groupManagement_getGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pid?: number;
                    username?: string;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            description: string;
                            /** @description the members, JSON array text such as "[4,9]" */
                            userIds: string;
                            /** @description the id of the customer new quotes of its members get */
                            defaultCustomer: number | null;
                            /** @description the id of its product list */
                            productList: number | null;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    groupManagement_updateGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        /** @description the platform (required on create) */
                        pid?: number | string | null;
                        name?: string | null;
                        description?: string | null;
                        /** @description a customer of the platform with an ERP id; null for none */
                        defaultCustomerId?: number | string | null;
                        /** @description a product list of the platform; null for none */
                        productListId?: number | string | null;
                        /** @description the members exactly: a JSON array (or array) of user ids */
                        userIds?: string | (number | string)[];
                        /** @description one user to add (setTo true) or remove (setTo false) */
                        userId?: number | string;
                        /** @description "1" or "0" (true/false also) */
                        setTo?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            description: string;
                            /** @description the members, JSON array text such as "[4,9]" */
                            userIds: string;
                            /** @description the id of the customer new quotes of its members get */
                            defaultCustomer: number | null;
                            /** @description the id of its product list */
                            productList: number | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadAddressTemplate_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: AddressTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadAddressTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The file, as an attachment: AddressTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadCustomerTemplate_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: CustomerTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadCustomerTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The file, as an attachment: CustomerTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadImportFile_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: an .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadImportFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment: an .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadProductTemplate_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: ProductTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadProductTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The file, as an attachment: ProductTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadRejectedRows_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: an .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadRejectedRows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment: an .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadUserTemplate_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: UserTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_downloadUserTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The file, as an attachment: UserTemplate.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_getImportHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pid?: number;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 50
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @enum {string} */
                            type: "Products" | "Customers" | "Address" | "Users";
                            /** @description who imported */
                            username: string;
                            customerId: number | null;
                            fileName: string;
                            created: number;
                            updated: number;
                            unchanged: number;
                            /** @description rows rejected, with the rows a stopped import did not write */
                            errors: number;
                            /**
                             * @description running: being written; stopped: a batch failed, or the server began to stop, after earlier ones were written (the counts are what was written); interrupted: cut short with its server, without counts
                             * @enum {string}
                             */
                            status: "running" | "completed" | "stopped" | "interrupted";
                            /** @description a stopped import: the first row not written (the rows before it were) */
                            stoppedAtRow: number | null;
                            /** @description when (ISO 8601) */
                            createdAt: string;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_importAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description the filled template (.xlsx), at most 10 MB */
                    file?: string;
                    /** @description the customer the addresses are added to */
                    id?: string;
                    /** @description the importer's role level as the client knows it; the session's applies */
                    roleLevel?: string;
                    /**
                     * @description true: check every row and answer what would happen, writing nothing
                     * @enum {string}
                     */
                    dryRun?: "0" | "1" | "true" | "false";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description false: the file is not the template (no importId), or the commit stopped part-way (importId: the stopped import) */
                            ok: boolean;
                            dryRun: boolean;
                            message: string;
                            /** @description the import in the history, after a commit (downloadRejectedRows gives its rejected rows) */
                            importId: number | null;
                            counts: {
                                created: number;
                                updated: number;
                                unchanged: number;
                                error: number;
                            };
                            /** @description each row's outcome */
                            results: {
                                /** @description the spreadsheet row (the header is row 1) */
                                row: number;
                                /** @enum {string} */
                                outcome: "created" | "updated" | "unchanged" | "error";
                                /** @description an error's column(s) */
                                column: string | null;
                                /** @description an error's message(s): the entity form's own, or that a stopped import did not write the row */
                                message: string | null;
                                /** @description a remark on a row that is imported (a formula's value taken) */
                                note: string | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_importCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description the filled template (.xlsx), at most 10 MB */
                    file?: string;
                    /** @description the platform (role level 9); the caller's own by default */
                    id?: string;
                    /** @description the importer's role level as the client knows it; the session's applies */
                    roleLevel?: string;
                    /**
                     * @description true: check every row and answer what would happen, writing nothing
                     * @enum {string}
                     */
                    dryRun?: "0" | "1" | "true" | "false";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description false: the file is not the template (no importId), or the commit stopped part-way (importId: the stopped import) */
                            ok: boolean;
                            dryRun: boolean;
                            message: string;
                            /** @description the import in the history, after a commit (downloadRejectedRows gives its rejected rows) */
                            importId: number | null;
                            counts: {
                                created: number;
                                updated: number;
                                unchanged: number;
                                error: number;
                            };
                            /** @description each row's outcome */
                            results: {
                                /** @description the spreadsheet row (the header is row 1) */
                                row: number;
                                /** @enum {string} */
                                outcome: "created" | "updated" | "unchanged" | "error";
                                /** @description an error's column(s) */
                                column: string | null;
                                /** @description an error's message(s): the entity form's own, or that a stopped import did not write the row */
                                message: string | null;
                                /** @description a remark on a row that is imported (a formula's value taken) */
                                note: string | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_importProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description the filled template (.xlsx), at most 10 MB */
                    file?: string;
                    /** @description the platform (role level 9); the caller's own by default */
                    id?: string;
                    /** @description the importer's role level as the client knows it; the session's applies */
                    roleLevel?: string;
                    /**
                     * @description true: check every row and answer what would happen, writing nothing
                     * @enum {string}
                     */
                    dryRun?: "0" | "1" | "true" | "false";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description false: the file is not the template (no importId), or the commit stopped part-way (importId: the stopped import) */
                            ok: boolean;
                            dryRun: boolean;
                            message: string;
                            /** @description the import in the history, after a commit (downloadRejectedRows gives its rejected rows) */
                            importId: number | null;
                            counts: {
                                created: number;
                                updated: number;
                                unchanged: number;
                                error: number;
                            };
                            /** @description each row's outcome */
                            results: {
                                /** @description the spreadsheet row (the header is row 1) */
                                row: number;
                                /** @enum {string} */
                                outcome: "created" | "updated" | "unchanged" | "error";
                                /** @description an error's column(s) */
                                column: string | null;
                                /** @description an error's message(s): the entity form's own, or that a stopped import did not write the row */
                                message: string | null;
                                /** @description a remark on a row that is imported (a formula's value taken) */
                                note: string | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    importManagement_importUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description the filled template (.xlsx), at most 10 MB */
                    file?: string;
                    /** @description the platform (role level 9); the caller's own by default */
                    id?: string;
                    /** @description the importer's role level as the client knows it; the session's applies */
                    roleLevel?: string;
                    /**
                     * @description true: check every row and answer what would happen, writing nothing
                     * @enum {string}
                     */
                    dryRun?: "0" | "1" | "true" | "false";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description false: the file is not the template (no importId), or the commit stopped part-way (importId: the stopped import) */
                            ok: boolean;
                            dryRun: boolean;
                            message: string;
                            /** @description the import in the history, after a commit (downloadRejectedRows gives its rejected rows) */
                            importId: number | null;
                            counts: {
                                created: number;
                                updated: number;
                                unchanged: number;
                                error: number;
                            };
                            /** @description each row's outcome */
                            results: {
                                /** @description the spreadsheet row (the header is row 1) */
                                row: number;
                                /** @enum {string} */
                                outcome: "created" | "updated" | "unchanged" | "error";
                                /** @description an error's column(s) */
                                column: string | null;
                                /** @description an error's message(s): the entity form's own, or that a stopped import did not write the row */
                                message: string | null;
                                /** @description a remark on a row that is imported (a formula's value taken) */
                                note: string | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    issueReportManagement_createIssueReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        title?: string;
                        report?: string | null;
                        /** @description 0 Very Low to 4 Very High; default 0 */
                        priority?: number | string;
                        /** @description 0 To Do to 4 In Production; default 0; only level 9 sets another */
                        status?: number | string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description the platform it was reported on */
                            pid: number;
                            title: string;
                            report: string;
                            /** @description 0 Very Low, 1 Low, 2 Medium, 3 High, 4 Very High */
                            priority: number;
                            /** @description 0 To Do, 1 In Progress, 2 Ready For QA, 3 Awaiting Deployment, 4 In Production */
                            status: number;
                            /** @description ISO 8601 time */
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    issueReportManagement_deleteIssueReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description the platform it was reported on */
                            pid: number;
                            title: string;
                            report: string;
                            /** @description 0 Very Low, 1 Low, 2 Medium, 3 High, 4 Very High */
                            priority: number;
                            /** @description 0 To Do, 1 In Progress, 2 Ready For QA, 3 Awaiting Deployment, 4 In Production */
                            status: number;
                            /** @description ISO 8601 time */
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    issueReportManagement_getIssueReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                    /** @description in the title or the report */
                    search?: string;
                    /** @description [field, "ASC" | "DESC"]; newest first by default */
                    order?: [
                        "createdAt" | "id" | "title" | "priority" | "status",
                        "ASC" | "DESC" | "asc" | "desc"
                    ];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description the platform it was reported on */
                            pid: number;
                            title: string;
                            report: string;
                            /** @description 0 Very Low, 1 Low, 2 Medium, 3 High, 4 Very High */
                            priority: number;
                            /** @description 0 To Do, 1 In Progress, 2 Ready For QA, 3 Awaiting Deployment, 4 In Production */
                            status: number;
                            /** @description ISO 8601 time */
                            createdAt: string;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    issueReportManagement_updateIssueReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        title?: string;
                        report?: string | null;
                        /** @description 0 Very Low to 4 Very High; default 0 */
                        priority?: number | string;
                        /** @description 0 To Do to 4 In Production; default 0; only level 9 sets another */
                        status?: number | string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description the platform it was reported on */
                            pid: number;
                            title: string;
                            report: string;
                            /** @description 0 Very Low, 1 Low, 2 Medium, 3 High, 4 Very High */
                            priority: number;
                            /** @description 0 To Do, 1 In Progress, 2 Ready For QA, 3 Awaiting Deployment, 4 In Production */
                            status: number;
                            /** @description ISO 8601 time */
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    jobManagement_getFailedJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the job id */
                            id: string;
                            /** @description mail, erpOrder, erpPoll or stripeWebhook */
                            kind: string;
                            kindLabel: string;
                            /** @description the platform; null for jobs of the whole system */
                            pid: number | null;
                            /** @description what the job is about, e.g. "Quote #12" */
                            record: string | null;
                            /** @description the error of its last run */
                            error: string;
                            attempts: number;
                            maxAttempts: number;
                            /** @description ISO 8601 */
                            lastTriedAt: string;
                            /** @description ISO 8601; null once its attempts are used up */
                            nextTryAt: string | null;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    jobManagement_retryJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description job ids */
                    ids?: (string | number)[];
                    /** @description true: every failed job the caller may see */
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: number;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    orderManagement_addOrderComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the order */
                    quoteId: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            /** @enum {string} */
                            kind: "placed" | "acknowledged" | "status" | "payment" | "shipment" | "rma" | "email" | "comment";
                            /** @description ISO 8601 */
                            at: string;
                            text: string;
                            /** @description a user's name, or ERP, Stripe, System */
                            actor: string;
                            /** @description what the kind carries: status codes, tracking numbers and URLs per line, the RMA, the email */
                            data: unknown;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    orderManagement_addOrderShipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the order */
                    quoteId: number;
                    lines: {
                        lineNumber: number;
                        trackingNumber: string;
                        trackingUrl?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            /** @enum {string} */
                            kind: "placed" | "acknowledged" | "status" | "payment" | "shipment" | "rma" | "email" | "comment";
                            /** @description ISO 8601 */
                            at: string;
                            text: string;
                            /** @description a user's name, or ERP, Stripe, System */
                            actor: string;
                            /** @description what the kind carries: status codes, tracking numbers and URLs per line, the RMA, the email */
                            data: unknown;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    orderManagement_getOrderTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the order */
                    quoteId: number;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            /** @enum {string} */
                            kind: "placed" | "acknowledged" | "status" | "payment" | "shipment" | "rma" | "email" | "comment";
                            /** @description ISO 8601 */
                            at: string;
                            text: string;
                            /** @description a user's name, or ERP, Stripe, System */
                            actor: string;
                            /** @description what the kind carries: status codes, tracking numbers and URLs per line, the RMA, the email */
                            data: unknown;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    orderManagement_setOrderStatusType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the order */
                    quoteId: number;
                    /** @description a visible status type of the order's platform */
                    statusTypeId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            /** @enum {string} */
                            kind: "placed" | "acknowledged" | "status" | "payment" | "shipment" | "rma" | "email" | "comment";
                            /** @description ISO 8601 */
                            at: string;
                            text: string;
                            /** @description a user's name, or ERP, Stripe, System */
                            actor: string;
                            /** @description what the kind carries: status codes, tracking numbers and URLs per line, the RMA, the email */
                            data: unknown;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    orderManagement_updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    swiftsellQuoteId?: number;
                    erpOrderNo?: string;
                    /** @enum {string} */
                    status?: "P" | "S" | "O" | "H";
                    csiStatus?: string | null;
                    /** @description tracking numbers (and URLs) of shipped lines, by line number */
                    tracking?: {
                        lineNumber: number;
                        trackingNumber: string;
                        trackingUrl?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            changed: boolean;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    paymentManagement_payment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the quote total in cents (total times 100) */
                    amount?: number;
                    /** @description the card payment method id; without it, Stripe.js confirms with the clientSecret */
                    id?: string;
                    /** @description the quote paid for; default: the payer's open checkout */
                    quoteId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the quote paid for */
                            quoteId: number;
                            /** @description the card processor's payment reference */
                            paymentIntentId: string;
                            /** @description the PaymentIntent's client secret, for Stripe.js in the payer's browser */
                            clientSecret: string;
                            /** @description the Stripe publishable key for Stripe.js */
                            publishableKey: string;
                            /** @description stripe, or test: the built-in test payment provider (no card is charged) */
                            provider: string;
                            /** @description the PaymentIntent's status: succeeded once a card was accepted, requires_action while the card asks for authentication */
                            status: string;
                            /** @description cents */
                            amount: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    platformManagement_createPlatform: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        name?: string;
                        /** @description comma-joined, or a list */
                        emailAddresses?: string | string[];
                        /** @description default, visual or CSI */
                        integration?: string;
                        /** @description "1" or "0" (true/false also) */
                        requireMFA?: boolean;
                        /** @description "1" or "0" (true/false also) */
                        requireHttps?: boolean;
                        /** @description level 9 only: imports take a formula cell's last calculated value instead of refusing the row */
                        importFormulaResults?: boolean;
                        /** @description default "Ordered" */
                        csiOrderCompleteString?: string;
                        /** @description the CSI or VISUAL connection; secrets are never answered */
                        erpSettings?: {
                            baseUrl?: string;
                            config?: string;
                            token?: string;
                            site?: string;
                            username?: string;
                            password?: string;
                        } | null;
                        /** @description lowest margin over dealer cost (% of the price) without approval, 0 to 100; null or "" for none */
                        marginFloorPercent?: number | string | null;
                        /** @description largest discount (%) per role level 3 to 9 without approval, e.g. { "3": 10 }; a level left out has no limit */
                        maxDiscountPercents?: {
                            [key: string]: number | string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            name: string;
                            /** @description comma-joined */
                            emailAddresses: string;
                            /** @description default, visual or CSI */
                            integration: string;
                            /** @enum {string} */
                            requireMFA: "0" | "1";
                            /** @enum {string} */
                            requireHttps: "0" | "1";
                            /** @enum {string} */
                            importFormulaResults: "0" | "1";
                            csiOrderCompleteString: string;
                            isDefault: boolean;
                            /** @description lowest margin over dealer cost (% of the price) without approval; null: none, or the caller does not see dealer cost */
                            marginFloorPercent: number | null;
                            /** @description largest discount (%) per role level without approval; {} unless the caller sees dealer cost */
                            maxDiscountPercents: {
                                [key: string]: number;
                            };
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    platformManagement_getPlatform: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description true: the platform the caller is shown, whatever `id` says */
                    defaultPlatform?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            name: string;
                            /** @description comma-joined */
                            emailAddresses: string;
                            /** @description default, visual or CSI */
                            integration: string;
                            /** @enum {string} */
                            requireMFA: "0" | "1";
                            /** @enum {string} */
                            requireHttps: "0" | "1";
                            /** @enum {string} */
                            importFormulaResults: "0" | "1";
                            csiOrderCompleteString: string;
                            isDefault: boolean;
                            /** @description lowest margin over dealer cost (% of the price) without approval; null: none, or the caller does not see dealer cost */
                            marginFloorPercent: number | null;
                            /** @description largest discount (%) per role level without approval; {} unless the caller sees dealer cost */
                            maxDiscountPercents: {
                                [key: string]: number;
                            };
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    platformManagement_getPlatforms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            name: string;
                            /** @description comma-joined */
                            emailAddresses: string;
                            /** @description default, visual or CSI */
                            integration: string;
                            /** @enum {string} */
                            requireMFA: "0" | "1";
                            /** @enum {string} */
                            requireHttps: "0" | "1";
                            /** @enum {string} */
                            importFormulaResults: "0" | "1";
                            csiOrderCompleteString: string;
                            isDefault: boolean;
                            /** @description lowest margin over dealer cost (% of the price) without approval; null: none, or the caller does not see dealer cost */
                            marginFloorPercent: number | null;
                            /** @description largest discount (%) per role level without approval; {} unless the caller sees dealer cost */
                            maxDiscountPercents: {
                                [key: string]: number;
                            };
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    platformManagement_updatePlatform: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        name?: string;
                        /** @description comma-joined, or a list */
                        emailAddresses?: string | string[];
                        /** @description default, visual or CSI */
                        integration?: string;
                        /** @description "1" or "0" (true/false also) */
                        requireMFA?: boolean;
                        /** @description "1" or "0" (true/false also) */
                        requireHttps?: boolean;
                        /** @description level 9 only: imports take a formula cell's last calculated value instead of refusing the row */
                        importFormulaResults?: boolean;
                        /** @description default "Ordered" */
                        csiOrderCompleteString?: string;
                        /** @description the CSI or VISUAL connection; secrets are never answered */
                        erpSettings?: {
                            baseUrl?: string;
                            config?: string;
                            token?: string;
                            site?: string;
                            username?: string;
                            password?: string;
                        } | null;
                        /** @description lowest margin over dealer cost (% of the price) without approval, 0 to 100; null or "" for none */
                        marginFloorPercent?: number | string | null;
                        /** @description largest discount (%) per role level 3 to 9 without approval, e.g. { "3": 10 }; a level left out has no limit */
                        maxDiscountPercents?: {
                            [key: string]: number | string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            name: string;
                            /** @description comma-joined */
                            emailAddresses: string;
                            /** @description default, visual or CSI */
                            integration: string;
                            /** @enum {string} */
                            requireMFA: "0" | "1";
                            /** @enum {string} */
                            requireHttps: "0" | "1";
                            /** @enum {string} */
                            importFormulaResults: "0" | "1";
                            csiOrderCompleteString: string;
                            isDefault: boolean;
                            /** @description lowest margin over dealer cost (% of the price) without approval; null: none, or the caller does not see dealer cost */
                            marginFloorPercent: number | null;
                            /** @description largest discount (%) per role level without approval; {} unless the caller sees dealer cost */
                            maxDiscountPercents: {
                                [key: string]: number;
                            };
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productListManagement_createProductList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        name?: string | null;
                        /** @description the platform (required on create) */
                        pid?: number | string | null;
                    };
                    /** @description product IDs to put on the list */
                    add?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @description getProductList only: the IDs of its products */
                            productIds?: number[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productListManagement_deleteProductList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @description getProductList only: the IDs of its products */
                            productIds?: number[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productListManagement_getProductList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @description getProductList only: the IDs of its products */
                            productIds?: number[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productListManagement_getProductLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pid?: number;
                    filters?: {
                        pid?: number;
                    };
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @description getProductList only: the IDs of its products */
                            productIds?: number[];
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productListManagement_updateProductList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input?: {
                        name?: string | null;
                        /** @description the platform (required on create) */
                        pid?: number | string | null;
                    };
                    add?: (number | string)[];
                    remove?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @description getProductList only: the IDs of its products */
                            productIds?: number[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productManagement_bulkUpdateProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the products, at most 500 */
                    ids: number[];
                    /** @enum {string} */
                    action: "price" | "delete";
                    /** @description action price: the change in percent, -100 to 1000 (10 raises by 10%) */
                    percent?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            applied: number;
                            refused: number;
                            results: {
                                id: number;
                                ok: boolean;
                                message: string | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productManagement_createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        /** @description read-only; when sent to updateProduct it must be the id */
                        ID?: number;
                        /** @description the platform; createProduct: the caller's own when left out */
                        pid?: number | null;
                        name?: string;
                        /** @description at most 250 characters, no line breaks */
                        description?: string | null;
                        productNumber?: string | null;
                        overview?: string | null;
                        imageUrl?: string | null;
                        /** @description an uploaded image path (/uploads/...) */
                        img?: string | null;
                        base64Image?: string | null;
                        /** @description fixed-price products only */
                        defaultPrice?: number | string | null;
                        /** @description fixed-price products only */
                        quantityInStock?: number | string | null;
                        priceCode?: string | null;
                        /** @description percent */
                        discount?: number | string | null;
                        relatedItem?: string | null;
                        uom?: string | null;
                        /** @description "1" or "0" (true/false also) */
                        isNonConfigurable?: boolean;
                        /** @description "1" or "0" (true/false also) */
                        isQuickConfig?: boolean;
                        headerId?: string | null;
                        applicationInstance?: string | null;
                        applicationName?: string | null;
                        profile?: string | null;
                        ruleset?: string | null;
                        namespace?: string | null;
                        server?: string | null;
                        configuratorModelId?: number | null;
                        /** @description read-only (as getProduct answers it); not changed */
                        createdByEmail?: string | null;
                        /** @description read-only (as getProduct answers it); not changed */
                        createdAt?: string | null;
                        /** @description read-only here (as getProduct answers it); not changed */
                        cost?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            ID: number;
                            pid: number;
                            Name: string;
                            Description: string;
                            ProductNumber: string;
                            Overview: string | null;
                            ImageUrl: string | null;
                            img: string | null;
                            base64Image: string | null;
                            defaultPrice: string | null;
                            /** @description dealer cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            quantityInStock: number | null;
                            priceCode: string | null;
                            /** @description percent, two decimals */
                            Discount: string | null;
                            RelatedItem: string | null;
                            UOM: string | null;
                            isNonConfigurable: boolean;
                            isQuickConfig: boolean;
                            HeaderId: string | null;
                            ApplicationInstance: string | null;
                            ApplicationName: string | null;
                            Profile: string | null;
                            Ruleset: string | null;
                            Namespace: string | null;
                            Server: string | null;
                            configuratorModelId: number | null;
                            createdByEmail: string | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productManagement_deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            ID: number;
                            pid: number;
                            Name: string;
                            Description: string;
                            ProductNumber: string;
                            Overview: string | null;
                            ImageUrl: string | null;
                            img: string | null;
                            base64Image: string | null;
                            defaultPrice: string | null;
                            /** @description dealer cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            quantityInStock: number | null;
                            priceCode: string | null;
                            /** @description percent, two decimals */
                            Discount: string | null;
                            RelatedItem: string | null;
                            UOM: string | null;
                            isNonConfigurable: boolean;
                            isQuickConfig: boolean;
                            HeaderId: string | null;
                            ApplicationInstance: string | null;
                            ApplicationName: string | null;
                            Profile: string | null;
                            Ruleset: string | null;
                            Namespace: string | null;
                            Server: string | null;
                            configuratorModelId: number | null;
                            createdByEmail: string | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productManagement_getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            ID: number;
                            pid: number;
                            Name: string;
                            Description: string;
                            ProductNumber: string;
                            Overview: string | null;
                            ImageUrl: string | null;
                            img: string | null;
                            base64Image: string | null;
                            defaultPrice: string | null;
                            /** @description dealer cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            quantityInStock: number | null;
                            priceCode: string | null;
                            /** @description percent, two decimals */
                            Discount: string | null;
                            RelatedItem: string | null;
                            UOM: string | null;
                            isNonConfigurable: boolean;
                            isQuickConfig: boolean;
                            HeaderId: string | null;
                            ApplicationInstance: string | null;
                            ApplicationName: string | null;
                            Profile: string | null;
                            Ruleset: string | null;
                            Namespace: string | null;
                            Server: string | null;
                            configuratorModelId: number | null;
                            createdByEmail: string | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productManagement_getProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: {
                        /** @description role level 9: this platform */
                        pid?: number;
                        /** @description only the products of this group's product list */
                        gid?: number;
                        /** @description name, product number, description or related item contains */
                        search?: string;
                    };
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            ID: number;
                            pid: number;
                            Name: string;
                            Description: string;
                            ProductNumber: string;
                            Overview: string | null;
                            ImageUrl: string | null;
                            img: string | null;
                            base64Image: string | null;
                            defaultPrice: string | null;
                            /** @description dealer cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            quantityInStock: number | null;
                            priceCode: string | null;
                            /** @description percent, two decimals */
                            Discount: string | null;
                            RelatedItem: string | null;
                            UOM: string | null;
                            isNonConfigurable: boolean;
                            isQuickConfig: boolean;
                            HeaderId: string | null;
                            ApplicationInstance: string | null;
                            ApplicationName: string | null;
                            Profile: string | null;
                            Ruleset: string | null;
                            Namespace: string | null;
                            Server: string | null;
                            configuratorModelId: number | null;
                            createdByEmail: string | null;
                            createdAt: string;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    productManagement_updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        /** @description read-only; when sent to updateProduct it must be the id */
                        ID?: number;
                        /** @description the platform; createProduct: the caller's own when left out */
                        pid?: number | null;
                        name?: string;
                        /** @description at most 250 characters, no line breaks */
                        description?: string | null;
                        productNumber?: string | null;
                        overview?: string | null;
                        imageUrl?: string | null;
                        /** @description an uploaded image path (/uploads/...) */
                        img?: string | null;
                        base64Image?: string | null;
                        /** @description fixed-price products only */
                        defaultPrice?: number | string | null;
                        /** @description fixed-price products only */
                        quantityInStock?: number | string | null;
                        priceCode?: string | null;
                        /** @description percent */
                        discount?: number | string | null;
                        relatedItem?: string | null;
                        uom?: string | null;
                        /** @description "1" or "0" (true/false also) */
                        isNonConfigurable?: boolean;
                        /** @description "1" or "0" (true/false also) */
                        isQuickConfig?: boolean;
                        headerId?: string | null;
                        applicationInstance?: string | null;
                        applicationName?: string | null;
                        profile?: string | null;
                        ruleset?: string | null;
                        namespace?: string | null;
                        server?: string | null;
                        configuratorModelId?: number | null;
                        /** @description read-only (as getProduct answers it); not changed */
                        createdByEmail?: string | null;
                        /** @description read-only (as getProduct answers it); not changed */
                        createdAt?: string | null;
                        /** @description read-only here (as getProduct answers it); not changed */
                        cost?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            ID: number;
                            pid: number;
                            Name: string;
                            Description: string;
                            ProductNumber: string;
                            Overview: string | null;
                            ImageUrl: string | null;
                            img: string | null;
                            base64Image: string | null;
                            defaultPrice: string | null;
                            /** @description dealer cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            quantityInStock: number | null;
                            priceCode: string | null;
                            /** @description percent, two decimals */
                            Discount: string | null;
                            RelatedItem: string | null;
                            UOM: string | null;
                            isNonConfigurable: boolean;
                            isQuickConfig: boolean;
                            HeaderId: string | null;
                            ApplicationInstance: string | null;
                            ApplicationName: string | null;
                            Profile: string | null;
                            Ruleset: string | null;
                            Namespace: string | null;
                            Server: string | null;
                            configuratorModelId: number | null;
                            createdByEmail: string | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_addProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteId: number;
                    productId: number;
                    /** @description a whole number of at least 1; default 1 */
                    quantity?: number | string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            line: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            };
                            /** @description false when the quantity of an existing line was raised */
                            created: boolean;
                            partNumber: string;
                            message: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_copyLine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            quoteId: number;
                            lineNumber: number;
                            configurationId: string;
                            headerId: string | null;
                            productId: number | null;
                            quantity: number;
                            /** @description money, two decimals, e.g. "12.50" */
                            price: string;
                            imgUrl: string | null;
                            description: string;
                            partNumber: string;
                            series: string | null;
                            modelNo: string | null;
                            username: string;
                            type: number | null;
                            /** @description JSON text of the detail rows, each with Caption, Value and Type */
                            Details: string;
                            isNonConfigurable: boolean;
                            sourceConfigurationId: string | null;
                            sourceHeaderId: string | null;
                            sessionId: string | null;
                            /** @description '0' or '1' */
                            quoteCreated: string;
                            TrackingNumber: string | null;
                            TrackingURL: string | null;
                            /** @description null unless the caller sees ERP ids */
                            erpId: string | null;
                            /** @description the price was set by hand and is kept when the order is placed */
                            priceOverride: boolean;
                            /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                            unitCost: string | null;
                            /** @description unit cost times quantity; null unless the caller sees dealer cost */
                            costTotal: string | null;
                            /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                            margin: number | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_copyOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the new quote */
                            id: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_copyQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            /** @description 1 quote, 2 order, 3 quote request */
                            type: number;
                            pid: number;
                            groupId: number | null;
                            username: string;
                            createdByUserId: number | null;
                            createdByFirstName: string;
                            createdByLastName: string;
                            createdAt: string;
                            /** @description the same instant as createdAt */
                            createdDate: string;
                            jobName: string;
                            specifier: string;
                            specifierLocation: string;
                            customerId: number | null;
                            customerName: string;
                            /** @description the customer's company name */
                            companyName: string | null;
                            /** @description the contact's first name */
                            firstName: string | null;
                            /** @description the contact's last name */
                            lastName: string | null;
                            contactId: number | null;
                            sameAsBilling: boolean;
                            billingAddressId: number | null;
                            shippingAddressId: number | null;
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            lineCount: number;
                            erpOrderNo: string | null;
                            /** @description 'W' means submitted */
                            csiStatus: string | null;
                            orderStatus: string | null;
                            activeOrderId: number | null;
                            dateOrderPlaced: string | null;
                            /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                            submittedAt: string | null;
                            customer?: {
                                id: number;
                                /** @description null unless the caller sees the customer's ERP id */
                                erpId: string | null;
                                companyName: string;
                                cpqProfileOption: string | null;
                            } | null;
                            contact?: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            billingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            shippingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            lines: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the customer's shipping addresses */
                            shippingAddresses: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                            /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                            customerErpId: string | null;
                            /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                            orderStatusLabel: string | null;
                            /** @description created date plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_createLine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        cost?: number | null;
                        _id?: string;
                        configurationId?: string;
                        headerId?: string | null;
                        productId?: number | null;
                        /** @description a whole number of at least 1 */
                        quantity?: number | string;
                        /** @description a unit price in whole cents, not negative */
                        price?: number | string;
                        imgUrl?: string | null;
                        description?: string;
                        partNumber?: string;
                        type?: number | null;
                        Details?: ({
                            Caption?: unknown;
                            Value?: unknown;
                            Type?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[] | string;
                        details?: ({
                            Caption?: unknown;
                            Value?: unknown;
                            Type?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[] | string;
                        isNonConfigurable?: boolean;
                        sourceConfigurationId?: string | null;
                        sourceHeaderId?: string | null;
                        sessionId?: string | null;
                        quoteId: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            quoteId: number;
                            lineNumber: number;
                            configurationId: string;
                            headerId: string | null;
                            productId: number | null;
                            quantity: number;
                            /** @description money, two decimals, e.g. "12.50" */
                            price: string;
                            imgUrl: string | null;
                            description: string;
                            partNumber: string;
                            series: string | null;
                            modelNo: string | null;
                            username: string;
                            type: number | null;
                            /** @description JSON text of the detail rows, each with Caption, Value and Type */
                            Details: string;
                            isNonConfigurable: boolean;
                            sourceConfigurationId: string | null;
                            sourceHeaderId: string | null;
                            sessionId: string | null;
                            /** @description '0' or '1' */
                            quoteCreated: string;
                            TrackingNumber: string | null;
                            TrackingURL: string | null;
                            /** @description null unless the caller sees ERP ids */
                            erpId: string | null;
                            /** @description the price was set by hand and is kept when the order is placed */
                            priceOverride: boolean;
                            /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                            unitCost: string | null;
                            /** @description unit cost times quantity; null unless the caller sees dealer cost */
                            costTotal: string | null;
                            /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                            margin: number | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_createQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input?: {
                        _id?: string;
                        clientId?: string;
                        type?: number;
                        groupId?: number | null;
                        /** @description the caller's username */
                        username?: string;
                        /** @description the caller's first name */
                        createdByFirstName?: string;
                        /** @description the caller's last name */
                        createdByLastName?: string;
                        /** @description the caller's user id */
                        createdByUserId?: number | null;
                        /** @description the caller's platform */
                        pid?: number | null;
                        /** @description a first line, as createLine takes it (without quoteId) */
                        line?: {
                            cost?: number | null;
                            _id?: string;
                            configurationId?: string;
                            headerId?: string | null;
                            productId?: number | null;
                            /** @description a whole number of at least 1 */
                            quantity?: number | string;
                            /** @description a unit price in whole cents, not negative */
                            price?: number | string;
                            imgUrl?: string | null;
                            description?: string;
                            partNumber?: string;
                            type?: number | null;
                            Details?: ({
                                Caption?: unknown;
                                Value?: unknown;
                                Type?: unknown;
                            } & {
                                [key: string]: unknown;
                            })[] | string;
                            details?: ({
                                Caption?: unknown;
                                Value?: unknown;
                                Type?: unknown;
                            } & {
                                [key: string]: unknown;
                            })[] | string;
                            isNonConfigurable?: boolean;
                            sourceConfigurationId?: string | null;
                            sourceHeaderId?: string | null;
                            sessionId?: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            quote: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                /** @description 1 quote, 2 order, 3 quote request */
                                type: number;
                                pid: number;
                                groupId: number | null;
                                username: string;
                                createdByUserId: number | null;
                                createdByFirstName: string;
                                createdByLastName: string;
                                createdAt: string;
                                /** @description the same instant as createdAt */
                                createdDate: string;
                                jobName: string;
                                specifier: string;
                                specifierLocation: string;
                                customerId: number | null;
                                customerName: string;
                                /** @description the customer's company name */
                                companyName: string | null;
                                /** @description the contact's first name */
                                firstName: string | null;
                                /** @description the contact's last name */
                                lastName: string | null;
                                contactId: number | null;
                                sameAsBilling: boolean;
                                billingAddressId: number | null;
                                shippingAddressId: number | null;
                                /** @description money, two decimals, e.g. "12.50" */
                                totalCost: string;
                                lineCount: number;
                                erpOrderNo: string | null;
                                /** @description 'W' means submitted */
                                csiStatus: string | null;
                                orderStatus: string | null;
                                activeOrderId: number | null;
                                dateOrderPlaced: string | null;
                                /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                                submittedAt: string | null;
                                customer?: {
                                    id: number;
                                    /** @description null unless the caller sees the customer's ERP id */
                                    erpId: string | null;
                                    companyName: string;
                                    cpqProfileOption: string | null;
                                } | null;
                                contact?: {
                                    id: number;
                                    firstName: string;
                                    lastName: string;
                                    email: string | null;
                                    phone: string | null;
                                    altPhone: string | null;
                                } | null;
                                billingAddress?: {
                                    id: number;
                                    pid: number;
                                    Address: string | null;
                                    Address2: string | null;
                                    City: string;
                                    County: string | null;
                                    State: string;
                                    Zip: string;
                                    Country: string;
                                    /** @description 1 Billing, 2 Shipping */
                                    AddressType: number;
                                    Name: string | null;
                                    displayOrder: number;
                                    customerId: number | null;
                                } | null;
                                shippingAddress?: {
                                    id: number;
                                    pid: number;
                                    Address: string | null;
                                    Address2: string | null;
                                    City: string;
                                    County: string | null;
                                    State: string;
                                    Zip: string;
                                    Country: string;
                                    /** @description 1 Billing, 2 Shipping */
                                    AddressType: number;
                                    Name: string | null;
                                    displayOrder: number;
                                    customerId: number | null;
                                } | null;
                                lines: {
                                    id: number;
                                    /** @description client-generated GUID */
                                    _id: string;
                                    quoteId: number;
                                    lineNumber: number;
                                    configurationId: string;
                                    headerId: string | null;
                                    productId: number | null;
                                    quantity: number;
                                    /** @description money, two decimals, e.g. "12.50" */
                                    price: string;
                                    imgUrl: string | null;
                                    description: string;
                                    partNumber: string;
                                    series: string | null;
                                    modelNo: string | null;
                                    username: string;
                                    type: number | null;
                                    /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                    Details: string;
                                    isNonConfigurable: boolean;
                                    sourceConfigurationId: string | null;
                                    sourceHeaderId: string | null;
                                    sessionId: string | null;
                                    /** @description '0' or '1' */
                                    quoteCreated: string;
                                    TrackingNumber: string | null;
                                    TrackingURL: string | null;
                                    /** @description null unless the caller sees ERP ids */
                                    erpId: string | null;
                                    /** @description the price was set by hand and is kept when the order is placed */
                                    priceOverride: boolean;
                                    /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                    cost: string | null;
                                    /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                    unitCost: string | null;
                                    /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                    costTotal: string | null;
                                    /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                    margin: number | null;
                                    createdAt: string;
                                }[];
                                /** @description the customer's shipping addresses */
                                shippingAddresses: {
                                    id: number;
                                    pid: number;
                                    Address: string | null;
                                    Address2: string | null;
                                    City: string;
                                    County: string | null;
                                    State: string;
                                    Zip: string;
                                    Country: string;
                                    /** @description 1 Billing, 2 Shipping */
                                    AddressType: number;
                                    Name: string | null;
                                    displayOrder: number;
                                    customerId: number | null;
                                }[];
                                /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                                customerErpId: string | null;
                                /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                                orderStatusLabel: string | null;
                                /** @description created date plus 60 days */
                                expirationDate: string;
                            };
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_deleteLine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                    /** @description when sent, the line must be on this document */
                    quoteId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            _id: string;
                            quoteId: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_deleteOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_deleteQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            _id: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_downloadLineTemplate_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: LineTemplate-{part number}.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_downloadLineTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    productId: number;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment: LineTemplate-{part number}.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_downloadQuotePdf_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: quote-{id}-rev-{revision}.pdf (application/pdf); an order: order-{id}.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_downloadQuotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment: quote-{id}-rev-{revision}.pdf (application/pdf); an order: order-{id}.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_downloadSharedQuotePdf_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment: quote-{id}-rev-{revision}.pdf (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_downloadSharedQuotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment: quote-{id}-rev-{revision}.pdf (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getCommunications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteId: number;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            /** @description email, note or status */
                            kind: string;
                            subject: string;
                            body: string;
                            recipients: string;
                            createdByUserId: number | null;
                            createdAt: string;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search?: string;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 50
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            erpId: string | null;
                            companyName: string;
                            cpqProfileOption: string | null;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                    search?: string;
                    /** @description [field, "ASC" | "DESC"] or a list of such pairs (the first is used) */
                    order?: [
                        string,
                        string
                    ] | string[][];
                    quoteId: number;
                    /** @description only lines added by this user */
                    username?: string;
                    /** @description only lines with this ERP line id */
                    erpId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            rows: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the same as total */
                            count: number;
                        };
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            /** @description 1 quote, 2 order, 3 quote request */
                            type: number;
                            pid: number;
                            groupId: number | null;
                            username: string;
                            createdByUserId: number | null;
                            createdByFirstName: string;
                            createdByLastName: string;
                            createdAt: string;
                            /** @description the same instant as createdAt */
                            createdDate: string;
                            jobName: string;
                            specifier: string;
                            specifierLocation: string;
                            customerId: number | null;
                            customerName: string;
                            /** @description the customer's company name */
                            companyName: string | null;
                            /** @description the contact's first name */
                            firstName: string | null;
                            /** @description the contact's last name */
                            lastName: string | null;
                            contactId: number | null;
                            sameAsBilling: boolean;
                            billingAddressId: number | null;
                            shippingAddressId: number | null;
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            lineCount: number;
                            erpOrderNo: string | null;
                            /** @description 'W' means submitted */
                            csiStatus: string | null;
                            orderStatus: string | null;
                            activeOrderId: number | null;
                            dateOrderPlaced: string | null;
                            /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                            submittedAt: string | null;
                            customer?: {
                                id: number;
                                /** @description null unless the caller sees the customer's ERP id */
                                erpId: string | null;
                                companyName: string;
                                cpqProfileOption: string | null;
                            } | null;
                            contact?: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            billingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            shippingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            lines: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the customer's shipping addresses */
                            shippingAddresses: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                            /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                            customerErpId: string | null;
                            /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                            orderStatusLabel: string | null;
                            /** @description created date plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getQuoteById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            /** @description 1 quote, 2 order, 3 quote request */
                            type: number;
                            pid: number;
                            groupId: number | null;
                            username: string;
                            createdByUserId: number | null;
                            createdByFirstName: string;
                            createdByLastName: string;
                            createdAt: string;
                            /** @description the same instant as createdAt */
                            createdDate: string;
                            jobName: string;
                            specifier: string;
                            specifierLocation: string;
                            customerId: number | null;
                            customerName: string;
                            /** @description the customer's company name */
                            companyName: string | null;
                            /** @description the contact's first name */
                            firstName: string | null;
                            /** @description the contact's last name */
                            lastName: string | null;
                            contactId: number | null;
                            sameAsBilling: boolean;
                            billingAddressId: number | null;
                            shippingAddressId: number | null;
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            lineCount: number;
                            erpOrderNo: string | null;
                            /** @description 'W' means submitted */
                            csiStatus: string | null;
                            orderStatus: string | null;
                            activeOrderId: number | null;
                            dateOrderPlaced: string | null;
                            /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                            submittedAt: string | null;
                            customer?: {
                                id: number;
                                /** @description null unless the caller sees the customer's ERP id */
                                erpId: string | null;
                                companyName: string;
                                cpqProfileOption: string | null;
                            } | null;
                            contact?: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            billingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            shippingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            lines: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the customer's shipping addresses */
                            shippingAddresses: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                            /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                            customerErpId: string | null;
                            /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                            orderStatusLabel: string | null;
                            /** @description created date plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 12
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                    search?: string;
                    /** @description [field, "ASC" | "DESC"] or a list of such pairs (the first is used) */
                    order?: [
                        string,
                        string
                    ] | string[][];
                    /** @default 1 */
                    type?: number;
                    /** @description only the documents this user created (the caller's own username: their own documents) */
                    username?: string;
                    /** @description answer only these fields of each row (id is always included) */
                    attributes?: ("id" | "_id" | "type" | "pid" | "groupId" | "username" | "createdByUserId" | "createdByFirstName" | "createdByLastName" | "createdAt" | "createdDate" | "jobName" | "specifier" | "specifierLocation" | "customerId" | "customerName" | "companyName" | "firstName" | "lastName" | "contactId" | "sameAsBilling" | "billingAddressId" | "shippingAddressId" | "totalCost" | "lineCount" | "erpOrderNo" | "csiStatus" | "orderStatus" | "activeOrderId" | "dateOrderPlaced" | "submittedAt" | "customer" | "contact" | "billingAddress" | "shippingAddress" | "lines")[];
                    /** @description role level 9: only this platform */
                    pid?: number;
                    /** @description only documents of this group */
                    groupId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description each row has every field of a quote unless attributes names some */
                            rows: {
                                id: number;
                                /** @description client-generated GUID */
                                _id?: string;
                                /** @description 1 quote, 2 order, 3 quote request */
                                type?: number;
                                pid?: number;
                                groupId?: number | null;
                                username?: string;
                                createdByUserId?: number | null;
                                createdByFirstName?: string;
                                createdByLastName?: string;
                                createdAt?: string;
                                /** @description the same instant as createdAt */
                                createdDate?: string;
                                jobName?: string;
                                specifier?: string;
                                specifierLocation?: string;
                                customerId?: number | null;
                                customerName?: string;
                                /** @description the customer's company name */
                                companyName?: string | null;
                                /** @description the contact's first name */
                                firstName?: string | null;
                                /** @description the contact's last name */
                                lastName?: string | null;
                                contactId?: number | null;
                                sameAsBilling?: boolean;
                                billingAddressId?: number | null;
                                shippingAddressId?: number | null;
                                /** @description money, two decimals, e.g. "12.50" */
                                totalCost?: string;
                                lineCount?: number;
                                erpOrderNo?: string | null;
                                /** @description 'W' means submitted */
                                csiStatus?: string | null;
                                orderStatus?: string | null;
                                activeOrderId?: number | null;
                                dateOrderPlaced?: string | null;
                                /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                                submittedAt?: string | null;
                                customer?: {
                                    id: number;
                                    /** @description null unless the caller sees the customer's ERP id */
                                    erpId: string | null;
                                    companyName: string;
                                    cpqProfileOption: string | null;
                                } | null;
                                contact?: {
                                    id: number;
                                    firstName: string;
                                    lastName: string;
                                    email: string | null;
                                    phone: string | null;
                                    altPhone: string | null;
                                } | null;
                                billingAddress?: {
                                    id: number;
                                    pid: number;
                                    Address: string | null;
                                    Address2: string | null;
                                    City: string;
                                    County: string | null;
                                    State: string;
                                    Zip: string;
                                    Country: string;
                                    /** @description 1 Billing, 2 Shipping */
                                    AddressType: number;
                                    Name: string | null;
                                    displayOrder: number;
                                    customerId: number | null;
                                } | null;
                                shippingAddress?: {
                                    id: number;
                                    pid: number;
                                    Address: string | null;
                                    Address2: string | null;
                                    City: string;
                                    County: string | null;
                                    State: string;
                                    Zip: string;
                                    Country: string;
                                    /** @description 1 Billing, 2 Shipping */
                                    AddressType: number;
                                    Name: string | null;
                                    displayOrder: number;
                                    customerId: number | null;
                                } | null;
                                lines?: {
                                    id: number;
                                    /** @description client-generated GUID */
                                    _id: string;
                                    quoteId: number;
                                    lineNumber: number;
                                    configurationId: string;
                                    headerId: string | null;
                                    productId: number | null;
                                    quantity: number;
                                    /** @description money, two decimals, e.g. "12.50" */
                                    price: string;
                                    imgUrl: string | null;
                                    description: string;
                                    partNumber: string;
                                    series: string | null;
                                    modelNo: string | null;
                                    username: string;
                                    type: number | null;
                                    /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                    Details: string;
                                    isNonConfigurable: boolean;
                                    sourceConfigurationId: string | null;
                                    sourceHeaderId: string | null;
                                    sessionId: string | null;
                                    /** @description '0' or '1' */
                                    quoteCreated: string;
                                    TrackingNumber: string | null;
                                    TrackingURL: string | null;
                                    /** @description null unless the caller sees ERP ids */
                                    erpId: string | null;
                                    /** @description the price was set by hand and is kept when the order is placed */
                                    priceOverride: boolean;
                                    /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                    cost: string | null;
                                    /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                    unitCost: string | null;
                                    /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                    costTotal: string | null;
                                    /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                    margin: number | null;
                                    createdAt: string;
                                }[];
                            }[];
                            /** @description the same as total */
                            count: number;
                        };
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getRevisionDiff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteId: number;
                    from: number;
                    to: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            changes: {
                                /** @description null for a change of the quote's own fields */
                                lineNumber: number | null;
                                /** @enum {string} */
                                kind: "added" | "removed" | "changed";
                                field: string;
                                before: string | null;
                                after: string | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_getRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteId: number;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            revision: number;
                            /** @description ISO 8601 time the revision began */
                            createdDate: string;
                            /** @description who began the revision */
                            createdBy: string;
                            totalCost: string;
                            /** @description Draft, Sent, Viewed, Changes requested, Accepted or Ordered */
                            status: string;
                            current: boolean;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_importLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description the filled line template (.xlsx), at most 10 MB */
                    file?: string;
                    /** @description the quote the lines are added to; one the caller may edit */
                    quoteId: number;
                    /** @description the configurable product of the template */
                    productId: number;
                    /**
                     * @description true: check every row and answer what would happen, writing nothing
                     * @enum {string}
                     */
                    dryRun?: "0" | "1" | "true" | "false";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description false with `message` when the file is not the product's template (then no rows) */
                            ok: boolean;
                            dryRun: boolean;
                            message: string;
                            quoteId: number;
                            productId: number;
                            /** @description the model version the rows were checked with, kept by each line */
                            modelVersion: number;
                            counts: {
                                created: number;
                                error: number;
                            };
                            results: {
                                /** @description the spreadsheet row (the header is row 1) */
                                row: number;
                                /** @enum {string} */
                                outcome: "created" | "error";
                                /** @description an error's column(s) */
                                column: string | null;
                                /** @description an error's message(s), each with its column */
                                message: string | null;
                                /** @description a remark on a row that is imported (a formula's value taken) */
                                note: string | null;
                                /** @description a valid row's part number */
                                partNumber: string | null;
                                /** @description a valid row's configured unit price */
                                price: string | null;
                                quantity: number | null;
                                /** @description each option cell and the Quantity cell */
                                cells: {
                                    column: string;
                                    /** @description the cell as given */
                                    value: string;
                                    /** @enum {string} */
                                    outcome: "ok" | "error";
                                    /** @description why the configurator refuses the value */
                                    message: string | null;
                                    /** @description the nearest value the option accepts in this row */
                                    nearest: string | null;
                                    /** @description the nearest valid configuration that allows the value (other options changed) */
                                    suggestion: string | null;
                                }[];
                            }[];
                            /** @description the lines a commit added */
                            lineIds: number[];
                            /** @description after a commit with refused rows: those rows with an Error column, an .xlsx in base64 */
                            rejectedFile: string | null;
                            rejectedFileName: string | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_placeAcceptedQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            /** @description 1 quote, 2 order, 3 quote request */
                            type: number;
                            pid: number;
                            groupId: number | null;
                            username: string;
                            createdByUserId: number | null;
                            createdByFirstName: string;
                            createdByLastName: string;
                            createdAt: string;
                            /** @description the same instant as createdAt */
                            createdDate: string;
                            jobName: string;
                            specifier: string;
                            specifierLocation: string;
                            customerId: number | null;
                            customerName: string;
                            /** @description the customer's company name */
                            companyName: string | null;
                            /** @description the contact's first name */
                            firstName: string | null;
                            /** @description the contact's last name */
                            lastName: string | null;
                            contactId: number | null;
                            sameAsBilling: boolean;
                            billingAddressId: number | null;
                            shippingAddressId: number | null;
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            lineCount: number;
                            erpOrderNo: string | null;
                            /** @description 'W' means submitted */
                            csiStatus: string | null;
                            orderStatus: string | null;
                            activeOrderId: number | null;
                            dateOrderPlaced: string | null;
                            /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                            submittedAt: string | null;
                            customer?: {
                                id: number;
                                /** @description null unless the caller sees the customer's ERP id */
                                erpId: string | null;
                                companyName: string;
                                cpqProfileOption: string | null;
                            } | null;
                            contact?: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            billingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            shippingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            lines: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the customer's shipping addresses */
                            shippingAddresses: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                            /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                            customerErpId: string | null;
                            /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                            orderStatusLabel: string | null;
                            /** @description created date plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description job fields saved before the checks */
                    input?: {
                        jobName?: string | null;
                        specifier?: string | null;
                        specifierLocation?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            /** @description 1 quote, 2 order, 3 quote request */
                            type: number;
                            pid: number;
                            groupId: number | null;
                            username: string;
                            createdByUserId: number | null;
                            createdByFirstName: string;
                            createdByLastName: string;
                            createdAt: string;
                            /** @description the same instant as createdAt */
                            createdDate: string;
                            jobName: string;
                            specifier: string;
                            specifierLocation: string;
                            customerId: number | null;
                            customerName: string;
                            /** @description the customer's company name */
                            companyName: string | null;
                            /** @description the contact's first name */
                            firstName: string | null;
                            /** @description the contact's last name */
                            lastName: string | null;
                            contactId: number | null;
                            sameAsBilling: boolean;
                            billingAddressId: number | null;
                            shippingAddressId: number | null;
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            lineCount: number;
                            erpOrderNo: string | null;
                            /** @description 'W' means submitted */
                            csiStatus: string | null;
                            orderStatus: string | null;
                            activeOrderId: number | null;
                            dateOrderPlaced: string | null;
                            /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                            submittedAt: string | null;
                            customer?: {
                                id: number;
                                /** @description null unless the caller sees the customer's ERP id */
                                erpId: string | null;
                                companyName: string;
                                cpqProfileOption: string | null;
                            } | null;
                            contact?: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            billingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            shippingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            lines: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the customer's shipping addresses */
                            shippingAddresses: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                            /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                            customerErpId: string | null;
                            /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                            orderStatusLabel: string | null;
                            /** @description created date plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_requestApproval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description up to 2000 characters */
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            quoteId: number;
                            pid: number;
                            revision: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "void";
                            comment: string;
                            lines: {
                                lineId: number;
                                lineNumber: number;
                                partNumber: string;
                                description: string;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                listPrice: string | null;
                                /** @description % off list price */
                                discountPercent: number | null;
                                /** @description dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description margin over dealer cost as a % of the price; null unless the caller sees dealer cost */
                                marginPercent: number | null;
                                reasons: ("marginFloor" | "discountLimit")[];
                            }[];
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            requestedByUserId: number | null;
                            requestedBy: string;
                            decidedBy: string;
                            decisionComment: string;
                            /** @description ISO 8601, UTC */
                            createdDate: string;
                            decidedDate: string | null;
                            voidedDate: string | null;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_reviseQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description the new current revision */
                            revision: number;
                            /** @description ISO 8601 time: the new revision plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_revokeQuoteLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            revoked: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_sendOrderStatusEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                    subject: string;
                    htmlBody: string;
                    quoteId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the mail message id */
                            id: string;
                            recipients: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_sendQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    emails?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            shareUrl: string;
                            recipients: string[];
                            revision: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_submitQuoteRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            /** @description 1 quote, 2 order, 3 quote request */
                            type: number;
                            pid: number;
                            groupId: number | null;
                            username: string;
                            createdByUserId: number | null;
                            createdByFirstName: string;
                            createdByLastName: string;
                            createdAt: string;
                            /** @description the same instant as createdAt */
                            createdDate: string;
                            jobName: string;
                            specifier: string;
                            specifierLocation: string;
                            customerId: number | null;
                            customerName: string;
                            /** @description the customer's company name */
                            companyName: string | null;
                            /** @description the contact's first name */
                            firstName: string | null;
                            /** @description the contact's last name */
                            lastName: string | null;
                            contactId: number | null;
                            sameAsBilling: boolean;
                            billingAddressId: number | null;
                            shippingAddressId: number | null;
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            lineCount: number;
                            erpOrderNo: string | null;
                            /** @description 'W' means submitted */
                            csiStatus: string | null;
                            orderStatus: string | null;
                            activeOrderId: number | null;
                            dateOrderPlaced: string | null;
                            /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                            submittedAt: string | null;
                            customer?: {
                                id: number;
                                /** @description null unless the caller sees the customer's ERP id */
                                erpId: string | null;
                                companyName: string;
                                cpqProfileOption: string | null;
                            } | null;
                            contact?: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            billingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            shippingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            lines: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the customer's shipping addresses */
                            shippingAddresses: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                            /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                            customerErpId: string | null;
                            /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                            orderStatusLabel: string | null;
                            /** @description created date plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_updateLine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                    input: {
                        /** @description a whole number of at least 1 */
                        quantity?: number | string;
                        Details?: ({
                            Caption?: unknown;
                            Value?: unknown;
                            Type?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[] | string;
                        details?: ({
                            Caption?: unknown;
                            Value?: unknown;
                            Type?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[] | string;
                        /** @description a unit price in whole cents, not negative */
                        price?: number | string;
                        imgUrl?: string | null;
                        sessionId?: string | null;
                        sourceConfigurationId?: string | null;
                        description?: string;
                        partNumber?: string;
                        cost?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            quoteId: number;
                            lineNumber: number;
                            configurationId: string;
                            headerId: string | null;
                            productId: number | null;
                            quantity: number;
                            /** @description money, two decimals, e.g. "12.50" */
                            price: string;
                            imgUrl: string | null;
                            description: string;
                            partNumber: string;
                            series: string | null;
                            modelNo: string | null;
                            username: string;
                            type: number | null;
                            /** @description JSON text of the detail rows, each with Caption, Value and Type */
                            Details: string;
                            isNonConfigurable: boolean;
                            sourceConfigurationId: string | null;
                            sourceHeaderId: string | null;
                            sessionId: string | null;
                            /** @description '0' or '1' */
                            quoteCreated: string;
                            TrackingNumber: string | null;
                            TrackingURL: string | null;
                            /** @description null unless the caller sees ERP ids */
                            erpId: string | null;
                            /** @description the price was set by hand and is kept when the order is placed */
                            priceOverride: boolean;
                            /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                            cost: string | null;
                            /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                            unitCost: string | null;
                            /** @description unit cost times quantity; null unless the caller sees dealer cost */
                            costTotal: string | null;
                            /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                            margin: number | null;
                            createdAt: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    quoteManagement_updateQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    /** @description client-generated GUID; either id or _id names the record */
                    _id?: string;
                    /** @description the document type; as input.type when input has none */
                    type?: number;
                    input: {
                        jobName?: string;
                        specifier?: string;
                        specifierLocation?: string;
                        contactId?: number | null;
                        customerId?: number | null;
                        shippingAddressId?: number | null;
                        billingAddressId?: number | null;
                        sameAsBilling?: boolean;
                        type?: number;
                        /** @description the quote contact's email and phone */
                        contact?: {
                            email?: string | null;
                            phone?: string | null;
                        };
                        /** @description with type 2: the platform's integration (default, visual or CSI) */
                        integration?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description client-generated GUID */
                            _id: string;
                            /** @description 1 quote, 2 order, 3 quote request */
                            type: number;
                            pid: number;
                            groupId: number | null;
                            username: string;
                            createdByUserId: number | null;
                            createdByFirstName: string;
                            createdByLastName: string;
                            createdAt: string;
                            /** @description the same instant as createdAt */
                            createdDate: string;
                            jobName: string;
                            specifier: string;
                            specifierLocation: string;
                            customerId: number | null;
                            customerName: string;
                            /** @description the customer's company name */
                            companyName: string | null;
                            /** @description the contact's first name */
                            firstName: string | null;
                            /** @description the contact's last name */
                            lastName: string | null;
                            contactId: number | null;
                            sameAsBilling: boolean;
                            billingAddressId: number | null;
                            shippingAddressId: number | null;
                            /** @description money, two decimals, e.g. "12.50" */
                            totalCost: string;
                            lineCount: number;
                            erpOrderNo: string | null;
                            /** @description 'W' means submitted */
                            csiStatus: string | null;
                            orderStatus: string | null;
                            activeOrderId: number | null;
                            dateOrderPlaced: string | null;
                            /** @description when a quote request was sent to the platform's sales contacts (submitQuoteRequest) */
                            submittedAt: string | null;
                            customer?: {
                                id: number;
                                /** @description null unless the caller sees the customer's ERP id */
                                erpId: string | null;
                                companyName: string;
                                cpqProfileOption: string | null;
                            } | null;
                            contact?: {
                                id: number;
                                firstName: string;
                                lastName: string;
                                email: string | null;
                                phone: string | null;
                                altPhone: string | null;
                            } | null;
                            billingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            shippingAddress?: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            } | null;
                            lines: {
                                id: number;
                                /** @description client-generated GUID */
                                _id: string;
                                quoteId: number;
                                lineNumber: number;
                                configurationId: string;
                                headerId: string | null;
                                productId: number | null;
                                quantity: number;
                                /** @description money, two decimals, e.g. "12.50" */
                                price: string;
                                imgUrl: string | null;
                                description: string;
                                partNumber: string;
                                series: string | null;
                                modelNo: string | null;
                                username: string;
                                type: number | null;
                                /** @description JSON text of the detail rows, each with Caption, Value and Type */
                                Details: string;
                                isNonConfigurable: boolean;
                                sourceConfigurationId: string | null;
                                sourceHeaderId: string | null;
                                sessionId: string | null;
                                /** @description '0' or '1' */
                                quoteCreated: string;
                                TrackingNumber: string | null;
                                TrackingURL: string | null;
                                /** @description null unless the caller sees ERP ids */
                                erpId: string | null;
                                /** @description the price was set by hand and is kept when the order is placed */
                                priceOverride: boolean;
                                /** @description the line's own dealer unit cost; null unless the caller sees dealer cost */
                                cost: string | null;
                                /** @description dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost */
                                unitCost: string | null;
                                /** @description unit cost times quantity; null unless the caller sees dealer cost */
                                costTotal: string | null;
                                /** @description gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost */
                                margin: number | null;
                                createdAt: string;
                            }[];
                            /** @description the customer's shipping addresses */
                            shippingAddresses: {
                                id: number;
                                pid: number;
                                Address: string | null;
                                Address2: string | null;
                                City: string;
                                County: string | null;
                                State: string;
                                Zip: string;
                                Country: string;
                                /** @description 1 Billing, 2 Shipping */
                                AddressType: number;
                                Name: string | null;
                                displayOrder: number;
                                customerId: number | null;
                            }[];
                            /** @description the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's */
                            customerErpId: string | null;
                            /** @description orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes */
                            orderStatusLabel: string | null;
                            /** @description created date plus 60 days */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    roleManagement_createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        name?: string;
                        description?: string;
                        /** @description 0 to 9 */
                        roleLevel?: number;
                        /** @description create: the platform, or null for a role every platform shares */
                        pid?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description null: a built-in role shared by every platform */
                            pid: number | null;
                            name: string;
                            description: string;
                            /** @description 0 to 9 */
                            roleLevel: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    roleManagement_deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description null: a built-in role shared by every platform */
                            pid: number | null;
                            name: string;
                            description: string;
                            /** @description 0 to 9 */
                            roleLevel: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    roleManagement_getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the legacy client's own level; the caller's level is what limits the list */
                    roleLevel?: unknown;
                    pid?: number;
                    /** @description ignored (the legacy client sends its abort signal) */
                    signal?: unknown;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description null: a built-in role shared by every platform */
                            pid: number | null;
                            name: string;
                            description: string;
                            /** @description 0 to 9 */
                            roleLevel: number;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    roleManagement_updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        name?: string;
                        description?: string;
                        /** @description 0 to 9 */
                        roleLevel?: number;
                        /** @description create: the platform, or null for a role every platform shares */
                        pid?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            /** @description null: a built-in role shared by every platform */
                            pid: number | null;
                            name: string;
                            description: string;
                            /** @description 0 to 9 */
                            roleLevel: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    statusTypesMgmt_createStatusType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        name?: string;
                        /** @description "1" or "0" */
                        visible?: boolean | string | number;
                        /** @description 0 to 9 */
                        roleLevel?: number | string;
                        /** @description 0 or more */
                        displayOrder?: number | string;
                        /** @description create only: the platform (level 9) */
                        pid?: number | string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @enum {string} */
                            visible: "0" | "1";
                            /** @description the lowest role level that may assign it */
                            roleLevel: number;
                            displayOrder: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    statusTypesMgmt_deleteStatusType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @enum {string} */
                            visible: "0" | "1";
                            /** @description the lowest role level that may assign it */
                            roleLevel: number;
                            displayOrder: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    statusTypesMgmt_getStatusTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roleLevel?: number | null;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @enum {string} */
                            visible: "0" | "1";
                            /** @description the lowest role level that may assign it */
                            roleLevel: number;
                            displayOrder: number;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    statusTypesMgmt_updateStatusType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        name?: string;
                        /** @description "1" or "0" */
                        visible?: boolean | string | number;
                        /** @description 0 to 9 */
                        roleLevel?: number | string;
                        /** @description 0 or more */
                        displayOrder?: number | string;
                        /** @description create only: the platform (level 9) */
                        pid?: number | string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            name: string;
                            /** @enum {string} */
                            visible: "0" | "1";
                            /** @description the lowest role level that may assign it */
                            roleLevel: number;
                            displayOrder: number;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_copyTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @description shown as the title */
                            name: string;
                            description: string;
                            /** @enum {string} */
                            darkMode: "0" | "1";
                            /** @description the theme its platform shows in this mode */
                            isActive: boolean;
                            /** @description Primary */
                            primary: string;
                            /** @description Secondary */
                            secondary: string;
                            /** @description Tertiary */
                            tertiary: string;
                            /** @description Danger */
                            danger: string;
                            /** @description Success */
                            success: string;
                            /** @description Warning */
                            warning: string;
                            /** @description Call To Action */
                            callToActionColor: string;
                            /** @description Gray */
                            gray: string;
                            /** @description Dark Gray */
                            grayDark: string;
                            /** @description Page Background */
                            backgroundColor: string;
                            /** @description Table Row Offset */
                            gridRowBackgroundColor: string;
                            /** @description Border */
                            borderColor: string;
                            /** @description Box Shadow */
                            boxShadowColor: string;
                            /** @description Text */
                            textDark: string;
                            /** @description Header */
                            headerColor: string;
                            /** @description Header Text */
                            headerTextColor: string;
                            /** @description px, 0 to 15 */
                            borderRadius: number;
                            /** @description Header Logo image path */
                            logo: string | null;
                            /** @description Email Header Logo image path */
                            emailLogo: string | null;
                            /** @description Login Page Logo image path */
                            logoDark: string | null;
                            /** @description JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"] */
                            breakpoints: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_createTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        /** @description the platform (required on create) */
                        pid?: number | string | null;
                        name?: string;
                        description?: string;
                        /** @description "1" or "0" (true/false also) */
                        darkMode?: boolean;
                        /** @description "1": the theme its platform shows in this mode */
                        isActive?: boolean;
                        /** @description px, 0 to 15 */
                        borderRadius?: number | string;
                        /** @description JSON text of an array of widths, or a list */
                        breakpoints?: string | (string | number)[];
                        /** @description Primary */
                        primary?: string;
                        /** @description Secondary */
                        secondary?: string;
                        /** @description Tertiary */
                        tertiary?: string;
                        /** @description Danger */
                        danger?: string;
                        /** @description Success */
                        success?: string;
                        /** @description Warning */
                        warning?: string;
                        /** @description Call To Action */
                        callToActionColor?: string;
                        /** @description Gray */
                        gray?: string;
                        /** @description Dark Gray */
                        grayDark?: string;
                        /** @description Page Background */
                        backgroundColor?: string;
                        /** @description Table Row Offset */
                        gridRowBackgroundColor?: string;
                        /** @description Border */
                        borderColor?: string;
                        /** @description Box Shadow */
                        boxShadowColor?: string;
                        /** @description Text */
                        textDark?: string;
                        /** @description Header */
                        headerColor?: string;
                        /** @description Header Text */
                        headerTextColor?: string;
                        /** @description Header Logo: a path answered by uploadThemeFiles */
                        logo?: string | null;
                        /** @description Email Header Logo: a path answered by uploadThemeFiles */
                        emailLogo?: string | null;
                        /** @description Login Page Logo: a path answered by uploadThemeFiles */
                        logoDark?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @description shown as the title */
                            name: string;
                            description: string;
                            /** @enum {string} */
                            darkMode: "0" | "1";
                            /** @description the theme its platform shows in this mode */
                            isActive: boolean;
                            /** @description Primary */
                            primary: string;
                            /** @description Secondary */
                            secondary: string;
                            /** @description Tertiary */
                            tertiary: string;
                            /** @description Danger */
                            danger: string;
                            /** @description Success */
                            success: string;
                            /** @description Warning */
                            warning: string;
                            /** @description Call To Action */
                            callToActionColor: string;
                            /** @description Gray */
                            gray: string;
                            /** @description Dark Gray */
                            grayDark: string;
                            /** @description Page Background */
                            backgroundColor: string;
                            /** @description Table Row Offset */
                            gridRowBackgroundColor: string;
                            /** @description Border */
                            borderColor: string;
                            /** @description Box Shadow */
                            boxShadowColor: string;
                            /** @description Text */
                            textDark: string;
                            /** @description Header */
                            headerColor: string;
                            /** @description Header Text */
                            headerTextColor: string;
                            /** @description px, 0 to 15 */
                            borderRadius: number;
                            /** @description Header Logo image path */
                            logo: string | null;
                            /** @description Email Header Logo image path */
                            emailLogo: string | null;
                            /** @description Login Page Logo image path */
                            logoDark: string | null;
                            /** @description JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"] */
                            breakpoints: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_deleteTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @description shown as the title */
                            name: string;
                            description: string;
                            /** @enum {string} */
                            darkMode: "0" | "1";
                            /** @description the theme its platform shows in this mode */
                            isActive: boolean;
                            /** @description Primary */
                            primary: string;
                            /** @description Secondary */
                            secondary: string;
                            /** @description Tertiary */
                            tertiary: string;
                            /** @description Danger */
                            danger: string;
                            /** @description Success */
                            success: string;
                            /** @description Warning */
                            warning: string;
                            /** @description Call To Action */
                            callToActionColor: string;
                            /** @description Gray */
                            gray: string;
                            /** @description Dark Gray */
                            grayDark: string;
                            /** @description Page Background */
                            backgroundColor: string;
                            /** @description Table Row Offset */
                            gridRowBackgroundColor: string;
                            /** @description Border */
                            borderColor: string;
                            /** @description Box Shadow */
                            boxShadowColor: string;
                            /** @description Text */
                            textDark: string;
                            /** @description Header */
                            headerColor: string;
                            /** @description Header Text */
                            headerTextColor: string;
                            /** @description px, 0 to 15 */
                            borderRadius: number;
                            /** @description Header Logo image path */
                            logo: string | null;
                            /** @description Email Header Logo image path */
                            emailLogo: string | null;
                            /** @description Login Page Logo image path */
                            logoDark: string | null;
                            /** @description JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"] */
                            breakpoints: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_getActiveTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pid?: "default" | number;
                    /** @description "1" or "0" (true/false also) */
                    darkMode?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @description shown as the title */
                            name: string;
                            description: string;
                            /** @enum {string} */
                            darkMode: "0" | "1";
                            /** @description the theme its platform shows in this mode */
                            isActive: boolean;
                            /** @description Primary */
                            primary: string;
                            /** @description Secondary */
                            secondary: string;
                            /** @description Tertiary */
                            tertiary: string;
                            /** @description Danger */
                            danger: string;
                            /** @description Success */
                            success: string;
                            /** @description Warning */
                            warning: string;
                            /** @description Call To Action */
                            callToActionColor: string;
                            /** @description Gray */
                            gray: string;
                            /** @description Dark Gray */
                            grayDark: string;
                            /** @description Page Background */
                            backgroundColor: string;
                            /** @description Table Row Offset */
                            gridRowBackgroundColor: string;
                            /** @description Border */
                            borderColor: string;
                            /** @description Box Shadow */
                            boxShadowColor: string;
                            /** @description Text */
                            textDark: string;
                            /** @description Header */
                            headerColor: string;
                            /** @description Header Text */
                            headerTextColor: string;
                            /** @description px, 0 to 15 */
                            borderRadius: number;
                            /** @description Header Logo image path */
                            logo: string | null;
                            /** @description Email Header Logo image path */
                            emailLogo: string | null;
                            /** @description Login Page Logo image path */
                            logoDark: string | null;
                            /** @description JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"] */
                            breakpoints: string;
                        } | null;
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_getTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @description shown as the title */
                            name: string;
                            description: string;
                            /** @enum {string} */
                            darkMode: "0" | "1";
                            /** @description the theme its platform shows in this mode */
                            isActive: boolean;
                            /** @description Primary */
                            primary: string;
                            /** @description Secondary */
                            secondary: string;
                            /** @description Tertiary */
                            tertiary: string;
                            /** @description Danger */
                            danger: string;
                            /** @description Success */
                            success: string;
                            /** @description Warning */
                            warning: string;
                            /** @description Call To Action */
                            callToActionColor: string;
                            /** @description Gray */
                            gray: string;
                            /** @description Dark Gray */
                            grayDark: string;
                            /** @description Page Background */
                            backgroundColor: string;
                            /** @description Table Row Offset */
                            gridRowBackgroundColor: string;
                            /** @description Border */
                            borderColor: string;
                            /** @description Box Shadow */
                            boxShadowColor: string;
                            /** @description Text */
                            textDark: string;
                            /** @description Header */
                            headerColor: string;
                            /** @description Header Text */
                            headerTextColor: string;
                            /** @description px, 0 to 15 */
                            borderRadius: number;
                            /** @description Header Logo image path */
                            logo: string | null;
                            /** @description Email Header Logo image path */
                            emailLogo: string | null;
                            /** @description Login Page Logo image path */
                            logoDark: string | null;
                            /** @description JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"] */
                            breakpoints: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_getThemes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pid?: number | null;
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 1000
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @description shown as the title */
                            name: string;
                            description: string;
                            /** @enum {string} */
                            darkMode: "0" | "1";
                            /** @description the theme its platform shows in this mode */
                            isActive: boolean;
                            /** @description Primary */
                            primary: string;
                            /** @description Secondary */
                            secondary: string;
                            /** @description Tertiary */
                            tertiary: string;
                            /** @description Danger */
                            danger: string;
                            /** @description Success */
                            success: string;
                            /** @description Warning */
                            warning: string;
                            /** @description Call To Action */
                            callToActionColor: string;
                            /** @description Gray */
                            gray: string;
                            /** @description Dark Gray */
                            grayDark: string;
                            /** @description Page Background */
                            backgroundColor: string;
                            /** @description Table Row Offset */
                            gridRowBackgroundColor: string;
                            /** @description Border */
                            borderColor: string;
                            /** @description Box Shadow */
                            boxShadowColor: string;
                            /** @description Text */
                            textDark: string;
                            /** @description Header */
                            headerColor: string;
                            /** @description Header Text */
                            headerTextColor: string;
                            /** @description px, 0 to 15 */
                            borderRadius: number;
                            /** @description Header Logo image path */
                            logo: string | null;
                            /** @description Email Header Logo image path */
                            emailLogo: string | null;
                            /** @description Login Page Logo image path */
                            logoDark: string | null;
                            /** @description JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"] */
                            breakpoints: string;
                        }[];
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_updateTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        /** @description the platform (required on create) */
                        pid?: number | string | null;
                        name?: string;
                        description?: string;
                        /** @description "1" or "0" (true/false also) */
                        darkMode?: boolean;
                        /** @description "1": the theme its platform shows in this mode */
                        isActive?: boolean;
                        /** @description px, 0 to 15 */
                        borderRadius?: number | string;
                        /** @description JSON text of an array of widths, or a list */
                        breakpoints?: string | (string | number)[];
                        /** @description Primary */
                        primary?: string;
                        /** @description Secondary */
                        secondary?: string;
                        /** @description Tertiary */
                        tertiary?: string;
                        /** @description Danger */
                        danger?: string;
                        /** @description Success */
                        success?: string;
                        /** @description Warning */
                        warning?: string;
                        /** @description Call To Action */
                        callToActionColor?: string;
                        /** @description Gray */
                        gray?: string;
                        /** @description Dark Gray */
                        grayDark?: string;
                        /** @description Page Background */
                        backgroundColor?: string;
                        /** @description Table Row Offset */
                        gridRowBackgroundColor?: string;
                        /** @description Border */
                        borderColor?: string;
                        /** @description Box Shadow */
                        boxShadowColor?: string;
                        /** @description Text */
                        textDark?: string;
                        /** @description Header */
                        headerColor?: string;
                        /** @description Header Text */
                        headerTextColor?: string;
                        /** @description Header Logo: a path answered by uploadThemeFiles */
                        logo?: string | null;
                        /** @description Email Header Logo: a path answered by uploadThemeFiles */
                        emailLogo?: string | null;
                        /** @description Login Page Logo: a path answered by uploadThemeFiles */
                        logoDark?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            pid: number;
                            /** @description shown as the title */
                            name: string;
                            description: string;
                            /** @enum {string} */
                            darkMode: "0" | "1";
                            /** @description the theme its platform shows in this mode */
                            isActive: boolean;
                            /** @description Primary */
                            primary: string;
                            /** @description Secondary */
                            secondary: string;
                            /** @description Tertiary */
                            tertiary: string;
                            /** @description Danger */
                            danger: string;
                            /** @description Success */
                            success: string;
                            /** @description Warning */
                            warning: string;
                            /** @description Call To Action */
                            callToActionColor: string;
                            /** @description Gray */
                            gray: string;
                            /** @description Dark Gray */
                            grayDark: string;
                            /** @description Page Background */
                            backgroundColor: string;
                            /** @description Table Row Offset */
                            gridRowBackgroundColor: string;
                            /** @description Border */
                            borderColor: string;
                            /** @description Box Shadow */
                            boxShadowColor: string;
                            /** @description Text */
                            textDark: string;
                            /** @description Header */
                            headerColor: string;
                            /** @description Header Text */
                            headerTextColor: string;
                            /** @description px, 0 to 15 */
                            borderRadius: number;
                            /** @description Header Logo image path */
                            logo: string | null;
                            /** @description Email Header Logo image path */
                            emailLogo: string | null;
                            /** @description Login Page Logo image path */
                            logoDark: string | null;
                            /** @description JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"] */
                            breakpoints: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    themeManagement_uploadThemeFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Header Logo image, at most 5 MB */
                    logo?: string;
                    /** @description Email Header Logo image, at most 5 MB */
                    emailLogo?: string;
                    /** @description Login Page Logo image, at most 5 MB */
                    logoDark?: string;
                    /** @description one logo image, the one `field` names */
                    file?: string;
                    /** @description the theme the logos go on */
                    id?: string;
                    /** @description the platform (role level 9); the theme's, else the caller's own, by default */
                    pid?: string;
                    /**
                     * @description which logo a `file` part is (default logo)
                     * @enum {string}
                     */
                    field?: "logo" | "emailLogo" | "logoDark";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            themeId: number | null;
                            /** @description the stored path, /uploads/... */
                            logo?: string;
                            /** @description the stored path, /uploads/... */
                            emailLogo?: string;
                            /** @description the stored path, /uploads/... */
                            logoDark?: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_bulkUpdateUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the users, at most 500 */
                    ids: number[];
                    /** @enum {string} */
                    action: "role" | "addToGroup" | "removeFromGroup" | "delete";
                    /** @description action role: the new role */
                    roleId?: number;
                    /** @description action addToGroup / removeFromGroup: the group */
                    groupId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            applied: number;
                            refused: number;
                            results: {
                                id: number;
                                ok: boolean;
                                message: string | null;
                            }[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input: {
                        /** @description an email address */
                        username?: string;
                        firstName?: string;
                        lastName?: string;
                        password?: string;
                        confirmPassword?: string;
                        /** @description changing one's own email, password or MFA: the current password */
                        currentPassword?: string;
                        /** @description …or, with MFA on, a passcode */
                        currentPasscode?: string;
                        /** @description creating a user without one gives the platform's level-0 role */
                        roleId?: number;
                        /** @description order or stripe */
                        checkoutType?: string;
                        /** @description level 9: the platform */
                        pid?: number | null;
                        /** @description the user's groups, a JSON array (or array) of group ids; with setTo false the listed groups are left instead */
                        groupIds?: string | number[];
                        setTo?: boolean | string | number;
                        /** @description "1" or "0" (true/false also) */
                        enableMFA?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            username: string;
                            firstName: string;
                            lastName: string;
                            roleId: number;
                            roleName: string;
                            roleLevel: number;
                            /** @description order or stripe */
                            checkoutType: string;
                            pid: number;
                            /** @description the Platform column of the user list */
                            platformName: string;
                            /** @description the active group filter */
                            groupId: number | null;
                            /** @description the groups the user belongs to, JSON array text such as "[3,7]" */
                            groupIds: string;
                            isLoggedIn: boolean;
                            enableMFA: boolean;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the ids of the deleted users */
                            deleted: number[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_deleteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    users: {
                        id: number;
                        username?: string;
                    }[];
                    /** @description the caller as the legacy client sends it; the caller cannot be deleted whatever it says */
                    self?: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the ids of the deleted users */
                            deleted: number[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            placed: boolean;
                            shipped: boolean;
                            delivered: boolean;
                            /** @description status changes other than delivered */
                            status: boolean;
                            returns: boolean;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 12
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                    unreadOnly?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            unread: number;
                            rows: {
                                id: number;
                                /** @enum {string} */
                                topic: "placed" | "shipped" | "delivered" | "status" | "returns";
                                /** @description the order event's kind */
                                kind: string;
                                text: string;
                                /** @description the order */
                                quoteId: number;
                                /** @description the ERP order number, else # and the quote number */
                                orderNumber: string;
                                /** @description ISO 8601 */
                                createdAt: string;
                                readAt: string | null;
                            }[];
                        };
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_getPasswordResetRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    passwordResetRequestId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: string;
                            userId: number;
                            username: string;
                            /** @description ISO 8601 time */
                            expirationDate: string;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_getUser: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            username: string;
                            firstName: string;
                            lastName: string;
                            roleId: number;
                            roleName: string;
                            roleLevel: number;
                            /** @description order or stripe */
                            checkoutType: string;
                            pid: number;
                            /** @description the Platform column of the user list */
                            platformName: string;
                            /** @description the active group filter */
                            groupId: number | null;
                            /** @description the groups the user belongs to, JSON array text such as "[3,7]" */
                            groupIds: string;
                            isLoggedIn: boolean;
                            enableMFA: boolean;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_getUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description rows to answer, 0 to 1000
                     * @default 12
                     */
                    limit?: number;
                    /**
                     * @description rows to skip
                     * @default 0
                     */
                    offset?: number;
                    /** @description [field, "ASC" | "DESC"] or a list of such pairs (the first is used) */
                    order?: [
                        "id" | "username" | "firstName" | "lastName" | "isLoggedIn" | "roleLevel" | "pid",
                        "ASC" | "DESC" | "asc" | "desc"
                    ] | [
                        "id" | "username" | "firstName" | "lastName" | "isLoggedIn" | "roleLevel" | "pid",
                        "ASC" | "DESC" | "asc" | "desc"
                    ][];
                    search?: string;
                    pid?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the same as total */
                            count: number;
                            rows: {
                                id: number;
                                username: string;
                                firstName: string;
                                lastName: string;
                                roleId: number;
                                roleName: string;
                                roleLevel: number;
                                /** @description order or stripe */
                                checkoutType: string;
                                pid: number;
                                /** @description the Platform column of the user list */
                                platformName: string;
                                /** @description the active group filter */
                                groupId: number | null;
                                /** @description the groups the user belongs to, JSON array text such as "[3,7]" */
                                groupIds: string;
                                isLoggedIn: boolean;
                                enableMFA: boolean;
                            }[];
                        };
                        error: null;
                        /** @description how many rows match in all */
                        total: number;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: number[];
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @description the ids now read */
                            read: number[];
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    placed?: boolean;
                    shipped?: boolean;
                    delivered?: boolean;
                    status?: boolean;
                    returns?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            placed: boolean;
                            shipped: boolean;
                            delivered: boolean;
                            /** @description status changes other than delivered */
                            status: boolean;
                            returns: boolean;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
    userManagement_updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    input: {
                        /** @description an email address */
                        username?: string;
                        firstName?: string;
                        lastName?: string;
                        password?: string;
                        confirmPassword?: string;
                        /** @description changing one's own email, password or MFA: the current password */
                        currentPassword?: string;
                        /** @description …or, with MFA on, a passcode */
                        currentPasscode?: string;
                        /** @description creating a user without one gives the platform's level-0 role */
                        roleId?: number;
                        /** @description order or stripe */
                        checkoutType?: string;
                        /** @description level 9: the platform */
                        pid?: number | null;
                        /** @description the user's groups, a JSON array (or array) of group ids; with setTo false the listed groups are left instead */
                        groupIds?: string | number[];
                        setTo?: boolean | string | number;
                        /** @description "1" or "0" (true/false also) */
                        enableMFA?: boolean;
                        /** @description one's own group filter, a group one belongs to (null clears it) */
                        groupId?: number | null;
                        /** @description false on one's own account signs out, as auth/signOut does */
                        isLoggedIn?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: number;
                            username: string;
                            firstName: string;
                            lastName: string;
                            roleId: number;
                            roleName: string;
                            roleLevel: number;
                            /** @description order or stripe */
                            checkoutType: string;
                            pid: number;
                            /** @description the Platform column of the user list */
                            platformName: string;
                            /** @description the active group filter */
                            groupId: number | null;
                            /** @description the groups the user belongs to, JSON array text such as "[3,7]" */
                            groupIds: string;
                            isLoggedIn: boolean;
                            enableMFA: boolean;
                        };
                        error: null;
                    };
                };
            };
            400: components["responses"]["Failure400"];
            401: components["responses"]["Failure401"];
            403: components["responses"]["Failure403"];
            404: components["responses"]["Failure404"];
            409: components["responses"]["Failure409"];
            429: components["responses"]["Failure429"];
            500: components["responses"]["Failure500"];
            503: components["responses"]["Failure503"];
        };
    };
}
