export interface paths {
    "/api/v2/organizations/{org_id}/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallets
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         */
        get: operations["listWallets"];
        put?: never;
        /**
         * Create a wallet (asynchronous: inactive until provisioned)
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["createWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a wallet with fees
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/operations`, `/api/v2/organizations/{org_id}/wallets/providers`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update name, fees, BINs
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/operations`, `/api/v2/organizations/{org_id}/wallets/providers`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        patch: operations["updateWallet"];
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card limit ranges and BINs of a wallet
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/operations/{operation_id}`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        get: operations["getWalletLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallet operations
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/{wallet_id}`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        get: operations["listWalletOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/operations/{operation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a wallet operation
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/{wallet_id}/limits`, `/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments`, `/api/v2/organizations/{org_id}/wallets/{wallet_id}/deactivate`, `/api/v2/organizations/{org_id}/wallets/{wallet_id}/activate`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        get: operations["getWalletOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cards of a wallet
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/operations/{operation_id}`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        get: operations["listCards"];
        put?: never;
        /**
         * Issue a card (asynchronous; 201 with status creating)
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/operations/{operation_id}`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        post: operations["issueCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a card
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update name and limits (asynchronous; 202)
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        patch: operations["updateCard"];
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/instruments/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List card operations
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         */
        get: operations["listCardOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/instruments/operations/{operation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a card operation
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         */
        get: operations["getCardOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List providers
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/{wallet_id}`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        get: operations["listProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a wallet
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/operations/{operation_id}`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        post: operations["deactivateWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a wallet
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         *
         *     Path precedence: this path overlaps `/api/v2/organizations/{org_id}/wallets/operations/{operation_id}`. A literal segment always wins over a template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.
         */
        post: operations["activateWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full card number, CVV and expiry
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["getCardCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move funds from the wallet to the card
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        patch: operations["fundCard"];
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/defund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Return funds from the card to the wallet
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        patch: operations["defundCard"];
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freeze a card
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["suspendCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unfreeze a card
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["resumeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a card permanently
         * @description Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["terminateCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an account with fees and BINs
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an account balance
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["getAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card creation restrictions
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["getAccountRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/cards/{card_uuid}/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up a card from its account
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         */
        post: operations["topUpCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/cards/{card_uuid}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from a card to its account (response shape our decision)
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         */
        post: operations["withdrawCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/transfer-destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts that may receive a transfer
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["listTransferDestinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer to another account of the merchant
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         */
        post: operations["transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/cardholders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cardholders of an account
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["listAccountCardholders"];
        put?: never;
        /**
         * Create a cardholder
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["createCardholder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cardholders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All cardholders of the merchant
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["listCardholders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cardholders/{card_owner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a cardholder
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["getCardholder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cardholders/{card_owner_id}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cardholder's cards across accounts
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         */
        get: operations["listCardholderCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a card (asynchronous; 201 with status creating)
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["issueAccountCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/cards/{card_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a card (poll its status)
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["getAccountCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/cards/{card_uuid}/sensitive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full card number and CVV
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["getCardSensitive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transactions/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card transactions with filters
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["listCardTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/accounts/{account_uuid}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account transaction history
         * @description Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: Bearer <JWT>`); the organization API key is refused (401).
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["listAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Portal login: a JWT accepted as Bearer on both families
         * @description No authentication.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the webhook configuration (never the secret)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["getWebhookConfig"];
        /**
         * Set or update the webhook configuration
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        put: operations["putWebhookConfig"];
        post?: never;
        /**
         * Remove the webhook configuration
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        delete: operations["deleteWebhookConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery history, newest first by the time of the change (oldest first with sortType=asc), with the number of deliveries matching (`total`); every card state change is in it (undelivered when no endpoint was configured)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/events/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one event again (by its event id) to the current webhook endpoint, as a new delivery in the history; 404 when the merchant has no such event or no webhook configuration
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/cards/{card_uuid}/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a purchase (authorized then completed, or declined)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/cards/{card_uuid}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a refund to a card
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/cards/{card_uuid}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire a card now
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/accounts/{account_uuid}/payin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a deposit to an account
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxPayin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the merchant's test clock
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["getSandboxClock"];
        put?: never;
        /**
         * Advance the merchant's test clock (advanceBy), freeze it (frozenAt) or set it running (frozenAt: null); what fell due runs in order
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["setSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's merchant's snapshots, oldest first
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["sandboxListSnapshots"];
        put?: never;
        /**
         * Save the caller's merchant state under a name (409 when the name is taken: delete the old snapshot first)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxSaveSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/snapshots/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the merchant's state back as saved: balances, cards, cardholders, operations, webhook configuration, deliveries and idempotency records
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxRestoreSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/snapshots/{name}": {
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
         * Remove a snapshot (the state is unchanged)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        delete: operations["sandboxDeleteSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an isolated merchant with fresh credentials (any credential of this sandbox)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Send an `Idempotency-Key` header: a repeat with the same request replays the first answer (header `Idempotent-Replayed: true`); the same key with another request is 409 `idempotency_key_reused`.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxCreateMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/merchants/{org_id}": {
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
         * Remove a merchant created on demand with all its state: by the merchant itself or by the merchant that created it
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        delete: operations["sandboxDeleteMerchant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/webhooks/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's webhook delivery fault policy (none set: no fault, updatedAt null)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["getWebhookFaults"];
        /**
         * Set the merchant's webhook delivery fault policy (duplicate, delay, reorder, drop, timeout, each with a rate, drawn from a seed); it replaces the previous one and applies to events created from now on; every injected fault is noted in the delivery history; durations follow the merchant's test clock
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        put: operations["putWebhookFaults"];
        post?: never;
        /**
         * Clear the fault policy: events created from now on are delivered as they are
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        delete: operations["deleteWebhookFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/webhooks/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send every event of the merchant created at or after `since` again, oldest first, as new deliveries to the current webhook endpoint (404 when none is configured)
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxReplayWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a scenario fixture: its steps in order through the interface, each applied once per merchant, fixture and parameter values (a second apply reads the recorded answers back); 422 names a wrong step or field, nothing applied; 409 names the failed step, its request and the answer, the steps before it stay applied
         * @description Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        post: operations["sandboxApplyFixture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the process up: 200 as long as it answers, whatever the state of its database
         * @description No authentication.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["healthz"];
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
         * Can the process serve: 200 when its database answers and its schema is migrated; 503 with the same shape (status unavailable, and why) while the database is unreachable, and 200 again by itself when it returns
         * @description No authentication.
         *
         *     Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox's.
         */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    card_transaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The card_transaction event, POSTed to the configured URL
         * @description Any 2xx acknowledges; anything else (or no answer within 10 s) is retried with exponential back-off.
         */
        post: operations["webhook_card_transaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    account_transaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account_transaction event, POSTed to the configured URL
         * @description Any 2xx acknowledges; anything else (or no answer within 10 s) is retried with exponential back-off.
         */
        post: operations["webhook_account_transaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    account_topup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account_topup event, POSTed to the configured URL
         * @description Any 2xx acknowledges; anything else (or no answer within 10 s) is retried with exponential back-off.
         */
        post: operations["webhook_account_topup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    card_state: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The card_state event, POSTed to the configured URL
         * @description Any 2xx acknowledges; anything else (or no answer within 10 s) is retried with exponential back-off.
         */
        post: operations["webhook_card_state"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @example 1000.00
         * @example 1000.000000000
         */
        Money: string;
        /** @description A positive decimal amount: at most 2 significant fraction digits, no sign or exponent. */
        Amount: string | number;
        /** @description A non-negative decimal amount: at most 2 significant fraction digits, no sign or exponent. */
        NonNegativeAmount: string | number;
        Percent: string | number;
        /** @enum {string} */
        CardStatus: "creating" | "creating_failed" | "active" | "frozen" | "closed" | "expired";
        /** @enum {string} */
        CardType: "virtual" | "physical";
        /** @enum {string} */
        WalletStatus: "active" | "inactive";
        /** @enum {string} */
        MovementStatus: "completed" | "pending" | "failed";
        /** @enum {string} */
        WebhookEventType: "card_transaction" | "account_transaction" | "account_topup" | "card_state";
        /**
         * @description pending: due to be sent; delivered: a 2xx was received; retrying: failed, tried again later; failed: given up (or the configuration was removed); paused: delivery is paused, sent when resumed; undelivered: recorded for the history only and never sent, because no endpoint was configured for its type when it happened (the sandbox records every card state change).
         * @enum {string}
         */
        DeliveryStatus: "pending" | "delivered" | "retrying" | "failed" | "paused" | "undelivered";
        /**
         * @description Why the operation was declined (null unless declined). card_<status>: the card was not active; wallet_inactive; transaction_limit_exceeded: above the wallet's transaction_limit range maximum; daily_limit_exceeded / monthly_limit_exceeded: the card's purchases of the UTC day / month plus this one exceed its limit; insufficient_balance: the amount plus the transaction fee exceed the available balance.
         * @enum {string}
         */
        DeclineReason: "card_creating" | "card_creating_failed" | "card_frozen" | "card_closed" | "card_expired" | "wallet_inactive" | "transaction_limit_exceeded" | "daily_limit_exceeded" | "monthly_limit_exceeded" | "insufficient_balance";
        IdName: {
            id: string;
            name: string;
        };
        Pagination: {
            quantity: number;
            totalQuantity: number;
            currentPage: number;
            pages: number;
        };
        OperationsPagination: {
            quantity: number;
            totalQuantity: number;
            currentPage: number;
            pages: number;
            /** @description Our decision: the exact decimal sum of `amount` over ALL the items the filters match (every page, not only this one), in their currency. Present when they all share one currency ("0.00" when nothing matches); absent when they are in more than one currency, where no one sum means anything. */
            totalAmount?: components["schemas"]["Money"];
        };
        Wallet: {
            id: string;
            name: string;
            balance: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["WalletStatus"];
            cards: number;
            allowedCardTypes: components["schemas"]["CardType"][];
            isTransferAllowed: boolean;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
            availableBalance: components["schemas"]["Money"];
            holdedBalance: components["schemas"]["Money"];
            fees: components["schemas"]["Fees"];
        };
        WalletListItem: {
            id: string;
            name: string;
            balance: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["WalletStatus"];
            cards: number;
            allowedCardTypes: components["schemas"]["CardType"][];
            isTransferAllowed: boolean;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
        };
        Account: {
            id: string;
            name: string;
            balance: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["WalletStatus"];
            cards: number;
            allowedCardTypes: components["schemas"]["CardType"][];
            isTransferAllowed: boolean;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
            availableBalance: components["schemas"]["Money"];
            holdedBalance: components["schemas"]["Money"];
            isUsedCardBalance: boolean;
            providerId?: string;
            fees: components["schemas"]["Fees"];
            binList: components["schemas"]["BinEntry"][];
        };
        AccountListItem: {
            id: string;
            name: string;
            balance: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["WalletStatus"];
            cards: number;
            allowedCardTypes: components["schemas"]["CardType"][];
            isTransferAllowed: boolean;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
            availableBalance: components["schemas"]["Money"];
            holdedBalance: components["schemas"]["Money"];
            isUsedCardBalance?: boolean;
            providerId?: string;
        } & {
            [key: string]: unknown;
        };
        AccountBalance: {
            balance: components["schemas"]["Money"];
            heldBalance: components["schemas"]["Money"];
            availableBalance: components["schemas"]["Money"];
            cards: number;
            currency: string;
        };
        Fees: {
            cardTransactions?: {
                type: string;
                percent?: string;
                inherited?: boolean;
            };
            cardIssuing?: {
                type: string;
                amount?: string;
                currency?: string;
                inherited?: boolean;
            };
            transfers?: {
                type: string;
                percent?: string;
                inherited?: boolean;
            };
        };
        BinEntry: {
            cardProviderBinId: string;
            bin: string;
            cardNetwork: string;
            issuerCountry?: string;
            cardTokenizations?: string[];
            /** @default [] */
            categoryIds: string[];
        };
        WalletLimits: {
            limits: components["schemas"]["WalletLimitRange"][];
            binList: components["schemas"]["BinEntry"][];
            cardBalance: boolean;
        };
        WalletLimitRange: {
            type: ("daily_limit" | "monthly_limit" | "transaction_limit") | string;
            amountMin: components["schemas"]["Money"];
            amountMax: components["schemas"]["Money"];
        };
        Restrictions: {
            maxCards?: number;
            currentCards?: number;
            allowedCardTypes?: string[];
            restrictions?: unknown[];
        } & {
            [key: string]: unknown;
        };
        TransferDestination: {
            id: string;
            name: string;
            currency: string;
        };
        Provider: {
            id: string;
            name: string;
            currencies: string[];
            cardTypes: components["schemas"]["CardType"][];
        };
        Card: {
            id: string;
            name: string;
            status: components["schemas"]["CardStatus"];
            currency: string;
            availableBalance: components["schemas"]["Money"];
            maskedNumber: string;
            cardType: components["schemas"]["CardType"];
            paymentSystem: string;
            /** @example 07.2029 */
            expiredAt: string;
            limits: components["schemas"]["CardLimits"];
            cardOwner: components["schemas"]["CardOwnerRef"];
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            holdedBalance?: components["schemas"]["Money"];
            balance?: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt?: string;
        };
        CardRead: {
            account: components["schemas"]["IdName"];
            card: components["schemas"]["Card"];
        };
        AccountCard: {
            id: string;
            name: string;
            status: components["schemas"]["CardStatus"];
            currency: string;
            availableBalance: components["schemas"]["Money"];
            maskedNumber: string;
            cardType: components["schemas"]["CardType"];
            paymentSystem: string;
            /** @example 07.2029 */
            expiredAt: string;
            limits: components["schemas"]["CardLimits"];
            cardOwner: components["schemas"]["CardOwnerRef"];
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            holdedBalance?: components["schemas"]["Money"];
            balance?: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt?: string;
            account: components["schemas"]["IdName"];
        };
        CardListItem: {
            cardId: string;
            name: string;
            currency: string;
            availableBalance: components["schemas"]["Money"];
            holder: string;
            cardType: components["schemas"]["CardType"];
            maskedNumber: string;
            paymentSystem: string;
            /** @example 07.2029 */
            expiredAt: string;
            cardStatus: components["schemas"]["CardStatus"];
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt?: string;
        };
        CardholderCardItem: {
            cardId: string;
            accountUuid: string;
            name: string;
            status: components["schemas"]["CardStatus"];
            maskedNumber: string;
            availableBalance: components["schemas"]["Money"];
            currency: string;
        };
        CardLimits: {
            daily_limit?: components["schemas"]["Money"] | null;
            monthly_limit?: components["schemas"]["Money"] | null;
        };
        CardOwnerRef: {
            cardOwnerId: string;
            firstName: string;
            lastName: string;
            email: string;
        };
        CardCredentials: {
            cardNumber: string;
            cvv: string;
            /** @example 07.2029 */
            expiredAt: string;
        };
        CardUpdateAccepted: {
            cardId: string;
            /** @constant */
            status: "pending";
            requested: {
                name?: string;
                limits?: components["schemas"]["CardLimits"];
            };
        };
        FundResult: {
            cardId: string;
            status: components["schemas"]["MovementStatus"];
            amount: components["schemas"]["Money"];
            currency: string;
            fromTransactionId: string | null;
            toTransactionId: string | null;
        };
        MoneyMovementResult: {
            cardUuid: string;
            status: components["schemas"]["MovementStatus"] | null;
            message: string;
            amount: components["schemas"]["Money"];
            currency: string;
            transactionId: string | null;
            fromTransactionId?: string | null;
            toTransactionId?: string | null;
        };
        TransferAccepted: {
            /** @constant */
            status: "accepted";
            message: string;
            sourceAccountUuid: string;
            destinationAccountUuid: string;
            amount: components["schemas"]["Money"];
            currency: string;
        };
        TransferCompleted: {
            fromTransactionId: string;
            toTransactionId: string;
            /** @constant */
            status?: "completed";
            message?: string;
            sourceAccountUuid?: string;
            destinationAccountUuid?: string;
            amount?: components["schemas"]["Money"];
            currency?: string;
            feeAmount?: components["schemas"]["Money"];
            feeTransactionId?: string | null;
        };
        WalletOperationListItem: {
            id: string;
            account: components["schemas"]["IdName"];
            amount: components["schemas"]["Money"];
            currency: string;
            /** @enum {string} */
            type: "payin" | "card_issuing" | "transfer_fee" | "withdrawal";
            /** @enum {string} */
            status: "authorized" | "pending" | "completed" | "declined" | "canceled";
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
        };
        WalletOperation: {
            id: string;
            account: components["schemas"]["IdName"];
            amount: components["schemas"]["Money"];
            currency: string;
            /** @enum {string} */
            type: "payin" | "card_issuing" | "transfer_fee" | "withdrawal";
            /** @enum {string} */
            status: "authorized" | "pending" | "completed" | "declined" | "canceled";
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            feeAmount: components["schemas"]["Money"];
            feeCurrency: string;
            settlementAmount: components["schemas"]["Money"];
            settlementCurrency: string;
            description: string | null;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
        };
        CardRef: {
            id: string;
            name: string;
            maskedNumber: string;
        };
        CardOperationListItem: {
            id: string;
            card: components["schemas"]["CardRef"];
            amount: components["schemas"]["Money"];
            currency: string;
            /** @enum {string} */
            type: "purchase" | "refund" | "fee" | "top_up" | "withdrawal";
            /** @enum {string} */
            status: "authorized" | "completed" | "declined" | "canceled";
            merchantName?: string | null;
            merchantCategory?: string | null;
            declineReason?: components["schemas"]["DeclineReason"] | null;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
        };
        CardOperation: {
            id: string;
            card: components["schemas"]["CardRef"];
            amount: components["schemas"]["Money"];
            currency: string;
            /** @enum {string} */
            type: "purchase" | "refund" | "fee" | "top_up" | "withdrawal";
            /** @enum {string} */
            status: "authorized" | "completed" | "declined" | "canceled";
            merchantName?: string | null;
            merchantCategory?: string | null;
            declineReason?: components["schemas"]["DeclineReason"] | null;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            account: components["schemas"]["IdName"];
            feeAmount: components["schemas"]["Money"];
            feeCurrency: string;
            settlementAmount: components["schemas"]["Money"];
            settlementCurrency: string;
            description: string | null;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
        };
        Cardholder: {
            cardOwnerId: string;
            firstName: string;
            lastName: string;
            email: string;
            phone: string;
            address: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            createdAt?: string;
        };
        LoginResponse: {
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            expiresIn: number;
            organizationId?: string;
        };
        WebhookConfig: {
            url: string;
            eventTypes: "all" | components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            hasSecret: boolean;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
        };
        WebhookDelivery: {
            id: string;
            eventId: string;
            eventType: components["schemas"]["WebhookEventType"];
            /** @description The endpoint it was (or is to be) sent to; empty when `undelivered`. */
            url: string;
            status: components["schemas"]["DeliveryStatus"];
            attempts: number;
            responseCode: number | null;
            lastError: string | null;
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            updatedAt: string;
            payload: components["schemas"]["WebhookEvent"];
            /** @description Our decision: what the sandbox did to this delivery beyond sending it, oldest first: a fault the merchant's fault policy injected (duplicate, delay, reorder, drop, timeout) or a redelivery asked for (the sandbox only). */
            notes?: {
                /** @enum {string} */
                kind: "duplicate" | "delay" | "reorder" | "drop" | "timeout" | "redelivery";
                detail: string;
                /**
                 * Format: date-time
                 * @example 2026-01-02T03:04:05.000Z
                 */
                at: string;
            }[];
        };
        WebhookEvent: {
            id: string;
            type: components["schemas"]["WebhookEventType"];
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            data: {
                [key: string]: unknown;
            };
            /** @description card_state only: the card's status before this change (null: the card was just issued). */
            previousStatus?: components["schemas"]["CardStatus"] | null;
        };
        SimulationResult: {
            operationId: string;
            status: string;
            amount: components["schemas"]["Money"];
            currency: string;
            declineReason: components["schemas"]["DeclineReason"] | null;
        };
        ValidationIssue: {
            loc: (string | number)[];
            msg: string;
            type: string;
            input?: unknown;
            ctx?: {
                [key: string]: unknown;
            };
        };
        ValidationError: {
            detail: components["schemas"]["ValidationIssue"][];
        };
        BadRequestError: {
            /** @constant */
            code: "bad_request";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        UnauthorizedError: {
            /** @constant */
            code: "unauthorized";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        ForbiddenError: {
            /** @constant */
            code: "forbidden";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        NotFoundError: {
            /** @enum {string} */
            code: "not_found" | "webhook_not_configured";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        MethodNotAllowedError: {
            /** @constant */
            code: "method_not_allowed";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        ConflictError: {
            /** @enum {string} */
            code: "conflict" | "insufficient_balance" | "card_state_conflict" | "transfer_not_allowed" | "currency_mismatch" | "limit_out_of_range" | "restriction_exceeded" | "card_type_not_allowed" | "wallet_inactive" | "duplicate_cardholder" | "idempotency_key_reused";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        PayloadTooLargeError: {
            /** @constant */
            code: "payload_too_large";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        UriTooLongError: {
            /** @constant */
            code: "uri_too_long";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        UnsupportedMediaTypeError: {
            /** @constant */
            code: "unsupported_media_type";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        RateLimitedError: {
            /** @constant */
            code: "rate_limited";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        InternalError: {
            /** @constant */
            code: "internal_error";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        UpstreamError: {
            /** @constant */
            code: "upstream_error";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        ServiceUnavailableError: {
            /** @constant */
            code: "service_unavailable";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        CardTransactionEvent: {
            id: string;
            /** @constant */
            type: "card_transaction";
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            data: components["schemas"]["CardOperation"];
            /** @description card_state only: the card's status before this change (null: the card was just issued). */
            previousStatus?: components["schemas"]["CardStatus"] | null;
        };
        AccountTransactionEvent: {
            id: string;
            /** @constant */
            type: "account_transaction";
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            data: components["schemas"]["WalletOperation"];
            /** @description card_state only: the card's status before this change (null: the card was just issued). */
            previousStatus?: components["schemas"]["CardStatus"] | null;
        };
        AccountTopupEvent: {
            id: string;
            /** @constant */
            type: "account_topup";
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            data: components["schemas"]["WalletOperation"];
            /** @description card_state only: the card's status before this change (null: the card was just issued). */
            previousStatus?: components["schemas"]["CardStatus"] | null;
        };
        CardStateEvent: {
            id: string;
            /** @constant */
            type: "card_state";
            /**
             * Format: date-time
             * @example 2026-01-02T03:04:05.000Z
             */
            createdAt: string;
            data: components["schemas"]["AccountCard"];
            /** @description card_state only: the card's status before this change (null: the card was just issued). */
            previousStatus: components["schemas"]["CardStatus"] | null;
        };
    };
    responses: {
        /** @description The path exists but not with this method (a literal path segment wins over a template, for every method); `Allow` lists the methods it takes */
        MethodNotAllowed: {
            headers: {
                /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                "X-Request-Id": string;
                /** @description Methods the path takes, e.g. `GET, HEAD` */
                Allow: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MethodNotAllowedError"];
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
    listWallets: {
        parameters: {
            query?: {
                page?: number;
                quantity?: number;
            };
            header?: never;
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List wallets */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletListItem"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createWallet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    providerId: string;
                    /**
                     * @default USD
                     * @example USD
                     */
                    currency?: string;
                    allowedCardTypes?: components["schemas"]["CardType"][];
                    /** @default true */
                    isTransferAllowed?: boolean;
                };
            };
        };
        responses: {
            /** @description Create a wallet (asynchronous: inactive until provisioned) */
            201: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a wallet with fees */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    fees?: {
                        cardTransactionsPercent?: components["schemas"]["Percent"];
                        cardIssuingAmount?: components["schemas"]["NonNegativeAmount"];
                    };
                    binIds?: string[];
                    isTransferAllowed?: boolean;
                };
            };
        };
        responses: {
            /** @description Update name, fees, BINs */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWalletLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Card limit ranges and BINs of a wallet */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletLimits"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWalletOperations: {
        parameters: {
            query?: {
                page?: number;
                quantity?: number;
                "ids[]"?: string[];
                "accountIds[]"?: string[];
                "types[]"?: ("payin" | "card_issuing" | "transfer_fee" | "withdrawal")[];
                "statuses[]"?: ("authorized" | "pending" | "completed" | "declined" | "canceled")[];
                createdAtFrom?: string;
                createdAtTo?: string;
                sortBy?: "createdAt";
                sortType?: "asc" | "desc";
            };
            header?: never;
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List wallet operations */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletOperationListItem"][];
                        pagination: components["schemas"]["OperationsPagination"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWalletOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                operation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a wallet operation */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletOperation"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listCards: {
        parameters: {
            query?: {
                page?: number;
                quantity?: number;
                "statuses[]"?: components["schemas"]["CardStatus"][];
                createdAtFrom?: string;
                createdAtTo?: string;
                sortBy?: "createdAt" | "name" | "status";
                sortType?: "asc" | "desc";
            };
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List cards of a wallet */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardListItem"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    issueCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                org_id: string;
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardOwnerId": "owner-42",
                 *       "cardType": "virtual",
                 *       "name": "Travel",
                 *       "limits": {
                 *         "daily_limit": "500.00"
                 *       }
                 *     }
                 */
                "application/json": {
                    cardOwnerId: string;
                    cardType: components["schemas"]["CardType"];
                    name?: string;
                    /** Format: uuid */
                    cardProviderBinId?: string;
                    /** Format: uuid */
                    binCategoryId?: string;
                    /** @description Each within the wallet's range for its type (GET .../limits; outside it: 409 limit_out_of_range). A daily_limit above the monthly_limit of the same request is refused as a value it can never take: 422 value_error.number.out_of_range at ["body","limits","daily_limit"]; above the card's current monthly limit, 409 limit_out_of_range. */
                    limits?: {
                        daily_limit?: components["schemas"]["NonNegativeAmount"];
                        monthly_limit?: components["schemas"]["NonNegativeAmount"];
                    };
                };
            };
        };
        responses: {
            /** @description Issue a card (asynchronous; 201 with status creating) */
            201: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardRead"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a card */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardRead"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description Each within the wallet's range for its type (GET .../limits; outside it: 409 limit_out_of_range). A daily_limit above the monthly_limit of the same request is refused as a value it can never take: 422 value_error.number.out_of_range at ["body","limits","daily_limit"]; above the card's current monthly limit, 409 limit_out_of_range. */
                    limits?: {
                        daily_limit?: components["schemas"]["NonNegativeAmount"];
                        monthly_limit?: components["schemas"]["NonNegativeAmount"];
                    } | unknown | unknown;
                } | unknown | unknown;
            };
        };
        responses: {
            /** @description Update name and limits (asynchronous; 202) */
            202: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardUpdateAccepted"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listCardOperations: {
        parameters: {
            query?: {
                page?: number;
                quantity?: number;
                "ids[]"?: string[];
                "cardIds[]"?: string[];
                "accountIds[]"?: string[];
                "types[]"?: ("purchase" | "refund" | "fee" | "top_up" | "withdrawal")[];
                "statuses[]"?: ("authorized" | "completed" | "declined" | "canceled")[];
                /** @description Only operations declined for one of these reasons (our decision); operations that were not declined have no reason and never match. Combine with types[], statuses[] and createdAtFrom/createdAtTo to count the declines of a window. */
                "declineReasons[]"?: ("card_creating" | "card_creating_failed" | "card_frozen" | "card_closed" | "card_expired" | "wallet_inactive" | "transaction_limit_exceeded" | "daily_limit_exceeded" | "monthly_limit_exceeded" | "insufficient_balance")[];
                createdAtFrom?: string;
                createdAtTo?: string;
                sortBy?: "createdAt" | "status";
                sortType?: "asc" | "desc";
            };
            header?: never;
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List card operations */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardOperationListItem"][];
                        pagination: components["schemas"]["OperationsPagination"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getCardOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                operation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a card operation */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardOperation"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listProviders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List providers */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Provider"][];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deactivateWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivate a wallet */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    activateWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activate a wallet */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getCardCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Full card number, CVV and expiry */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardCredentials"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    fundCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "25.00"
                 *     }
                 */
                "application/json": {
                    amount: components["schemas"]["Amount"];
                    /** @description Free text, at most 500 characters counted as Unicode code points (an emoji is one). */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Move funds from the wallet to the card */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FundResult"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    defundCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "10.00"
                 *     }
                 */
                "application/json": {
                    amount: components["schemas"]["Amount"];
                    /** @description Free text, at most 500 characters counted as Unicode code points (an emoji is one). */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Return funds from the card to the wallet */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FundResult"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    suspendCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Freeze a card */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardRead"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    resumeCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unfreeze a card */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardRead"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    terminateCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
                wallet_id: string;
                instrument_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Close a card permanently */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardRead"];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List accounts */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AccountListItem"][];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read an account with fees and BINs */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getAccountBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read an account balance */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBalance"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getAccountRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Card creation restrictions */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restrictions"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    topUpCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                account_uuid: string;
                card_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "25.00",
                 *       "currency": "USD",
                 *       "description": "Monthly allowance"
                 *     }
                 */
                "application/json": {
                    amount: components["schemas"]["Amount"];
                    /**
                     * @default USD
                     * @example USD
                     */
                    currency?: string;
                    /** @description Free text, at most 500 characters counted as Unicode code points (an emoji is one). */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Top up a card from its account */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyMovementResult"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    withdrawCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                account_uuid: string;
                card_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "10.00",
                 *       "currency": "USD"
                 *     }
                 */
                "application/json": {
                    amount: components["schemas"]["Amount"];
                    /**
                     * @default USD
                     * @example USD
                     */
                    currency?: string;
                    /** @description Free text, at most 500 characters counted as Unicode code points (an emoji is one). */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Withdraw from a card to its account (response shape our decision) */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyMovementResult"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listTransferDestinations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accounts that may receive a transfer */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TransferDestination"][];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    transfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "destinationAccountUuid": "3f2b8c1e-6d4a-4b7e-9a51-0c2d9e8f7a61",
                 *       "amount": "100.00",
                 *       "currency": "USD"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    destinationAccountUuid: string;
                    amount: components["schemas"]["Amount"];
                    /**
                     * @default USD
                     * @example USD
                     */
                    currency?: string;
                    /** @description Free text, at most 500 characters counted as Unicode code points (an emoji is one). */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Transfer to another account of the merchant */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferCompleted"] | components["schemas"]["TransferAccepted"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listAccountCardholders: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cardholders of an account */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Cardholder"][];
                        total: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createCardholder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardOwnerId": "owner-42",
                 *       "firstName": "Ada",
                 *       "lastName": "Lovelace",
                 *       "email": "ada@example.com",
                 *       "phone": "+15551234567"
                 *     }
                 */
                "application/json": {
                    cardOwnerId: string;
                    firstName: string;
                    lastName: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    address?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        country: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Create a cardholder */
            201: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cardholder"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listCardholders: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All cardholders of the merchant */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Cardholder"][];
                        total: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getCardholder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card_owner_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a cardholder */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cardholder"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listCardholderCards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card_owner_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A cardholder's cards across accounts */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CardholderCardItem"][];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    issueAccountCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardOwnerId": "owner-42",
                 *       "cardType": "virtual",
                 *       "name": "Travel"
                 *     }
                 */
                "application/json": {
                    cardOwnerId: string;
                    cardType: components["schemas"]["CardType"];
                    name?: string;
                    /** Format: uuid */
                    cardProviderBinId?: string;
                    /** Format: uuid */
                    binCategoryId?: string;
                    /** @description Each within the wallet's range for its type (GET .../limits; outside it: 409 limit_out_of_range). A daily_limit above the monthly_limit of the same request is refused as a value it can never take: 422 value_error.number.out_of_range at ["body","limits","daily_limit"]; above the card's current monthly limit, 409 limit_out_of_range. */
                    limits?: {
                        daily_limit?: components["schemas"]["NonNegativeAmount"];
                        monthly_limit?: components["schemas"]["NonNegativeAmount"];
                    };
                };
            };
        };
        responses: {
            /** @description Issue a card (asynchronous; 201 with status creating) */
            201: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCard"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getAccountCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_uuid: string;
                card_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a card (poll its status) */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCard"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getCardSensitive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_uuid: string;
                card_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Full card number and CVV */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardCredentials"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listCardTransactions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                accountId?: string;
                cardId?: string;
                "types[]"?: ("purchase" | "refund" | "fee" | "top_up" | "withdrawal")[];
                "statuses[]"?: ("authorized" | "completed" | "declined" | "canceled")[];
                createdAtFrom?: string;
                createdAtTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Card transactions with filters */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CardOperation"][];
                        total: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listAccountTransactions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                "types[]"?: ("payin" | "card_issuing" | "transfer_fee" | "withdrawal")[];
                "statuses[]"?: ("authorized" | "pending" | "completed" | "declined" | "canceled")[];
                createdAtFrom?: string;
                createdAtTo?: string;
            };
            header?: never;
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account transaction history */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WalletOperation"][];
                        total: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "merchant@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Portal login: a JWT accepted as Bearer on both families */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the webhook configuration (never the secret) */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfig"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    putWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/cards",
                 *       "secret": "whsec-0123456789",
                 *       "eventTypes": [
                 *         "card_state",
                 *         "card_transaction"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are POSTed: https, or http to loopback only (localhost, 127.0.0.0/8, ::1); no user name or password in the URL; literal private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), link-local (169.254/16, fe80::/10) and unspecified (0.0.0.0/8, ::) addresses are refused. A URL breaking any of these is refused like a malformed one: 422 `value_error.url` at ["body","url"].
                     */
                    url: string;
                    secret?: string | null;
                    /** @default all */
                    eventTypes?: "all" | components["schemas"]["WebhookEventType"][];
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Set or update the webhook configuration */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfig"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteWebhookConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove the webhook configuration */
            204: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: {
                status?: components["schemas"]["DeliveryStatus"];
                eventType?: components["schemas"]["WebhookEventType"];
                /** @description Only the events about this card: its card_state and card_transaction events (our decision). Cards written in bulk by the scale seed (`--seed scale`) have no events from before the seed: they were loaded in their states, not changed into them. */
                cardId?: string;
                /** @description Only deliveries of changes at or after this time (our decision; `createdAt`, inclusive). */
                createdAtFrom?: string;
                /** @description Only deliveries of changes at or before this time (our decision; `createdAt`, inclusive). */
                createdAtTo?: string;
                /** @description Order by the time of the change (`createdAt`, then insertion): `desc`, the default, newest first; `asc` oldest first, so `status=pending&sortType=asc&limit=1` is the oldest pending delivery (our decision). */
                sortType?: "asc" | "desc";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delivery history, newest first by the time of the change (oldest first with sortType=asc), with the number of deliveries matching (`total`); every card state change is in it (undelivered when no endpoint was configured) */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WebhookDelivery"][];
                        total: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send one event again (by its event id) to the current webhook endpoint, as a new delivery in the history; 404 when the merchant has no such event or no webhook configuration */
            202: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxPurchase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                card_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "5.00",
                 *       "merchantName": "Corner shop",
                 *       "merchantCategory": "5411"
                 *     }
                 */
                "application/json": {
                    amount: components["schemas"]["Amount"];
                    merchantName?: string;
                    merchantCategory?: string;
                };
            };
        };
        responses: {
            /** @description Simulate a purchase (authorized then completed, or declined) */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationResult"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                card_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: components["schemas"]["Amount"];
                    merchantName?: string;
                    merchantCategory?: string;
                };
            };
        };
        responses: {
            /** @description Simulate a refund to a card */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationResult"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxExpire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Expire a card now */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCard"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxPayin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path: {
                account_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: components["schemas"]["Amount"];
                };
            };
        };
        responses: {
            /** @description Simulate a deposit to an account */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationResult"];
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the merchant's test clock */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-01-02T03:04:05.000Z
                         */
                        now: string;
                        frozen: boolean;
                        offsetMs: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    setSandboxClock: {
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
                     * @example P1D
                     * @example PT2H
                     */
                    advanceBy: string;
                } | {
                    /** @description the instant to freeze at, not before the merchant's present; null sets the clock running */
                    frozenAt: string | null;
                };
            };
        };
        responses: {
            /** @description Advance the merchant's test clock (advanceBy), freeze it (frozenAt) or set it running (frozenAt: null); what fell due runs in order */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-01-02T03:04:05.000Z
                         */
                        now: string;
                        frozen: boolean;
                        offsetMs: number;
                        /**
                         * Format: date-time
                         * @example 2026-01-02T03:04:05.000Z
                         */
                        previous: string;
                        ran: {
                            provisioned: number;
                            updated: number;
                            activated: number;
                            settled: number;
                            expired: number;
                        };
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxListSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's merchant's snapshots, oldest first */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            createdAt: string;
                            rows: {
                                [key: string]: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxSaveSnapshot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Save the caller's merchant state under a name (409 when the name is taken: delete the old snapshot first) */
            201: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        createdAt: string;
                        rows: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxRestoreSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Put the merchant's state back as saved: balances, cards, cardholders, operations, webhook configuration, deliveries and idempotency records */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        createdAt: string;
                        rows: {
                            [key: string]: number;
                        };
                        restoredAt: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxDeleteSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a snapshot (the state is unchanged) */
            204: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxCreateMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: the first answer is stored for 24 hours and replayed. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Create an isolated merchant with fresh credentials (any credential of this sandbox) */
            201: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        organizationId: string;
                        apiKey: string;
                        apiToken: string;
                        readOnlyApiKey: string;
                        readOnlyApiToken: string;
                        email: string;
                        password: string;
                        createdBy: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Present (`true`) when this answer is the stored first answer to the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxDeleteMerchant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                org_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a merchant created on demand with all its state: by the merchant itself or by the merchant that created it */
            204: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description A path value is longer than 100 characters */
            414: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UriTooLongError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWebhookFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant's webhook delivery fault policy (none set: no fault, updatedAt null) */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seed: number;
                        duplicate?: {
                            rate: number;
                        };
                        delay?: {
                            rate: number;
                            by: string;
                        };
                        reorder?: {
                            rate: number;
                            window: string;
                        };
                        drop?: {
                            rate: number;
                            redeliverAfter: string;
                        };
                        timeout?: {
                            rate: number;
                        };
                        eventsSeen: number;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    putWebhookFaults: {
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
                     * @description Same seed over the same events, same faults (default 1).
                     * @default 1
                     */
                    seed?: number;
                    /** @description Send the event a second time with the same event id, just after the first. */
                    duplicate?: {
                        /** @description The fraction of events this fault hits, from 0 (none) to 1 (every one). */
                        rate: number;
                    };
                    /** @description Hold the event back this long on the merchant's test clock before its first attempt. */
                    delay?: {
                        /** @description The fraction of events this fault hits, from 0 (none) to 1 (every one). */
                        rate: number;
                        /**
                         * @example P1D
                         * @example PT2H
                         */
                        by: string;
                    };
                    /** @description Hold the event back a drawn part of the window (on the merchant's clock), so that events created after it within the window are sent before it. */
                    reorder?: {
                        /** @description The fraction of events this fault hits, from 0 (none) to 1 (every one). */
                        rate: number;
                        /**
                         * @example P1D
                         * @example PT2H
                         */
                        window: string;
                    };
                    /** @description Lose the event's first attempt (nothing is sent) and send it again this long after, on the merchant's clock. */
                    drop?: {
                        /** @description The fraction of events this fault hits, from 0 (none) to 1 (every one). */
                        rate: number;
                        /**
                         * @example P1D
                         * @example PT2H
                         */
                        redeliverAfter: string;
                    };
                    /** @description Send the event but treat the receiver's answer as never having come (a timeout), so it is retried like any failed attempt. */
                    timeout?: {
                        /** @description The fraction of events this fault hits, from 0 (none) to 1 (every one). */
                        rate: number;
                    };
                };
            };
        };
        responses: {
            /** @description Set the merchant's webhook delivery fault policy (duplicate, delay, reorder, drop, timeout, each with a rate, drawn from a seed); it replaces the previous one and applies to events created from now on; every injected fault is noted in the delivery history; durations follow the merchant's test clock */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seed: number;
                        duplicate?: {
                            rate: number;
                        };
                        delay?: {
                            rate: number;
                            by: string;
                        };
                        reorder?: {
                            rate: number;
                            window: string;
                        };
                        drop?: {
                            rate: number;
                            redeliverAfter: string;
                        };
                        timeout?: {
                            rate: number;
                        };
                        eventsSeen: number;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteWebhookFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clear the fault policy: events created from now on are delivered as they are */
            204: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxReplayWebhooks: {
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
                     * Format: date-time
                     * @description Every event of the merchant created at or after this instant.
                     * @example 2026-01-02T03:04:05.000Z
                     */
                    since: string;
                    eventType?: components["schemas"]["WebhookEventType"];
                };
            };
        };
        responses: {
            /** @description Send every event of the merchant created at or after `since` again, oldest first, as new deliveries to the current webhook endpoint (404 when none is configured) */
            202: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @example 2026-01-02T03:04:05.000Z
                         */
                        since: string;
                        redelivered: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The object does not exist for this credential */
            404: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    sandboxApplyFixture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fixture: {
                        name: string;
                        description?: string;
                        parameters?: {
                            [key: string]: string;
                        };
                        steps: ({
                            name?: string;
                            /** @example GET /api/v2/accounts */
                            request: string;
                            body?: unknown;
                        } | {
                            name?: string;
                            expect: {
                                /** @example GET /api/v2/accounts */
                                request: string;
                                status?: number;
                                body?: unknown;
                                waitSeconds?: number;
                            };
                        })[];
                    };
                    parameters?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Apply a scenario fixture: its steps in order through the interface, each applied once per merchant, fixture and parameter values (a second apply reads the recorded answers back); 422 names a wrong step or field, nothing applied; 409 names the failed step, its request and the answer, the steps before it stay applied */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fixture: string;
                        parameters: {
                            [key: string]: string;
                        };
                        steps: {
                            index: number;
                            name: string | null;
                            request: string;
                            status: number;
                            replayed: boolean;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing or invalid credential (or, for login, wrong email or password) */
            401: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The credential is read-only and this operation changes state */
            403: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request */
            409: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Request body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters) */
            415: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Is the process up: 200 as long as it answers, whatever the state of its database */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Unavailable: shutting down, a held request released, or a fault injected by --faults */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Can the process serve: 200 when its database answers and its schema is migrated; 503 with the same shape (status unavailable, and why) while the database is unreachable, and 200 again by itself when it returns */
            200: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        /** @enum {string} */
                        engine: "sqlite" | "postgres";
                        reason?: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named `__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, wherever it appears), a bad URL or Idempotency-Key */
            400: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`) */
            422: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds */
            429: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Internal error, or a fault injected by the sandbox's --faults */
            500: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description Upstream provider failure (injected by --faults) */
            502: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamError"];
                };
            };
            /** @description Not ready: the database does not answer (the same shape as 200); or unavailable as for any route */
            503: {
                headers: {
                    /** @description This request's id (a UUID, new for every request): name it when asking about the request */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        /** @enum {string} */
                        engine: "sqlite" | "postgres";
                        reason?: string;
                    } | components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    webhook_card_transaction: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (same as `id` in the body) */
                "X-Webhook-Id": string;
                /** @description Unix seconds of this attempt */
                "X-Webhook-Timestamp": string;
                /** @description Lowercase hex HMAC-SHA256 of the raw body with the configured secret; present when a secret is set. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTransactionEvent"];
            };
        };
        responses: {
            /** @description Acknowledged */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not acknowledged: retried later */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_account_transaction: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (same as `id` in the body) */
                "X-Webhook-Id": string;
                /** @description Unix seconds of this attempt */
                "X-Webhook-Timestamp": string;
                /** @description Lowercase hex HMAC-SHA256 of the raw body with the configured secret; present when a secret is set. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTransactionEvent"];
            };
        };
        responses: {
            /** @description Acknowledged */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not acknowledged: retried later */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_account_topup: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (same as `id` in the body) */
                "X-Webhook-Id": string;
                /** @description Unix seconds of this attempt */
                "X-Webhook-Timestamp": string;
                /** @description Lowercase hex HMAC-SHA256 of the raw body with the configured secret; present when a secret is set. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTopupEvent"];
            };
        };
        responses: {
            /** @description Acknowledged */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not acknowledged: retried later */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_card_state: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (same as `id` in the body) */
                "X-Webhook-Id": string;
                /** @description Unix seconds of this attempt */
                "X-Webhook-Timestamp": string;
                /** @description Lowercase hex HMAC-SHA256 of the raw body with the configured secret; present when a secret is set. */
                "X-Webhook-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardStateEvent"];
            };
        };
        responses: {
            /** @description Acknowledged */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not acknowledged: retried later */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
