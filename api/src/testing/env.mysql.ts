process.env.TEST_DB = 'mysql';
process.env.NODE_ENV = 'test';
