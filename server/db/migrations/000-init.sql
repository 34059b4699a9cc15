-- Placeholder so the migration runner always has a file; modules add 0xx (core), 1xx (money), 2xx (chat).
SELECT 1;
