import { createTestApp, unique, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/business-enquiries';
const freshIp = () => `10.41.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dorothy',
  lastName: 'Fairweather',
  companyEmail: `${unique('hr.')}@Northwind.example`,
  companyName: 'Northwind Trading',
  companySize: '51-200',
  ...overrides,
});

describe('POST /api/business-enquiries', () => {
  it('stores a valid enquiry and answers 201 with a receipt', async () => {
    const body = enquiry({ firstName: '  Dorothy ' });
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), firstName: 'Dorothy', companyEmail: (body.companyEmail as string).toLowerCase() });
    expect(Number.isNaN(Date.parse(res.body.receivedAt))).toBe(false);
    const row = await t.db('business_enquiries').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ first_name: 'Dorothy', last_name: 'Fairweather', company_name: 'Northwind Trading', company_size: '51-200', request_type: 'information' });
  });

  it('records what the visitor asked for (Request Demo, Contact Sales, Schedule Consultation)', async () => {
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(enquiry({ requestType: 'demo' }));
    expect(res.status).toBe(201);
    expect(res.body.requestType).toBe('demo');
    const bad = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(enquiry({ requestType: 'lunch' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ requestType: 'Unknown request type' });
  });

  it.each(['1-10', '11-50', '51-200', '201-500', '500+'])('accepts the company size %s', async (companySize) => {
    expect((await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(enquiry({ companySize }))).status).toBe(201);
  });

  it('the same enquiry sent twice (double click) is stored once', async () => {
    const body = enquiry();
    const ip = freshIp();
    const first = await t.request().post(PATH).set('X-Forwarded-For', ip).send(body);
    const second = await t.request().post(PATH).set('X-Forwarded-For', ip).send({ ...body, companyEmail: (body.companyEmail as string).toUpperCase() });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await t.db('business_enquiries').where({ company_email: (body.companyEmail as string).toLowerCase() })).toHaveLength(1);
  });

  it('refuses an empty form with 400 and a message for every field', async () => {
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send({});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      companyEmail: 'Please enter your company email address',
      companyName: 'Please enter your company name',
      companySize: 'Please select your company size',
    });
    expect(res.body.error.message).toBe('Please enter your first name');
  });

  it.each([
    ['blank first name', { firstName: '   ' }, 'firstName', 'Please enter your first name'],
    ['blank last name', { lastName: '' }, 'lastName', 'Please enter your last name'],
    ['invalid email', { companyEmail: 'dorothy@northwind' }, 'companyEmail', 'Please enter a valid email address'],
    ['blank company', { companyName: ' ' }, 'companyName', 'Please enter your company name'],
    ['unknown size', { companySize: '1000+' }, 'companySize', 'Please select your company size'],
    ['long first name', { firstName: 'x'.repeat(101) }, 'firstName', 'First name must not exceed 100 characters'],
    ['long company', { companyName: 'x'.repeat(201) }, 'companyName', 'Company name must not exceed 200 characters'],
  ])('refuses %s with 400 and a clear message', async (_name, overrides, field, message) => {
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(enquiry(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ message, fields: { [field]: message } });
  });

  it('rate-limits one client address: the 11th enquiry within an hour is 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await t.request().post(PATH).set('X-Forwarded-For', ip).send(enquiry())).status).toBe(201);
    }
    const res = await t.request().post(PATH).set('X-Forwarded-For', ip).send(enquiry());
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('You have sent too many requests. Please wait 60 minutes and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('rate-limits one company address: the 6th enquiry within an hour is 429', async () => {
    const companyEmail = `${unique('busy')}@example.org`;
    for (let i = 0; i < 5; i++) {
      expect((await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(enquiry({ companyEmail, companyName: `Firm ${i}` }))).status).toBe(201);
    }
    const res = await t.request().post(PATH).set('X-Forwarded-For', freshIp()).send(enquiry({ companyEmail, companyName: 'Firm 6' }));
    expect(res.status).toBe(429);
  });

  it('refuses a foreign Origin (CSRF) with 403 and stores nothing', async () => {
    const body = enquiry();
    const res = await t.request().post(PATH).set('Origin', 'https://evil.example').send(body);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Cross-site request refused');
    expect(await t.db('business_enquiries').where({ company_email: (body.companyEmail as string).toLowerCase() })).toHaveLength(0);
  });
});
