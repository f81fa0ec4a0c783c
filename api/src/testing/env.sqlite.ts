process.env.TEST_DB = 'sqlite';
process.env.NODE_ENV = 'test';
