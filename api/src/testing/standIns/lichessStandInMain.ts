import { startLichessStandIn, type LichessStandInAccount } from './lichessStandIn';

/*
 * The Lichess stand-in as a process of its own, for the browser journey (e2e/support/trainingSite.ts):
 *   tsx api/src/testing/standIns/lichessStandInMain.ts <port> '<account as JSON>'
 * The account (LichessStandInAccount) is who every authorization signs in as. Prints "ready <url>" once it listens.
 */
const [port, account] = process.argv.slice(2);
if (!port || !account) {
  console.error("usage: tsx lichessStandInMain.ts <port> '<account as JSON>'");
  process.exit(2);
}
startLichessStandIn(JSON.parse(account) as LichessStandInAccount, Number(port)).then(
  (standIn) => console.log(`ready ${standIn.url}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
