/* global rs, db, sleep -- mongosh's shell globals */
// Run by the compose file's `mongo-init` service with mongosh, against mongo1: makes the three members one replica
// set, once, then waits until it has a primary, so that the servers start on a set that takes writes.
const members = ['mongo1:27017', 'mongo2:27017', 'mongo3:27017'];

let initiated = false;
try {
  rs.status();
  initiated = true;
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
}
if (!initiated) {
  rs.initiate({ _id: 'rs0', members: members.map((host, index) => ({ _id: index, host })) });
  print('Replica set rs0 initiated');
}

for (let waited = 0; !db.hello().isWritablePrimary && !db.hello().primary; waited += 1) {
  if (waited > 120) throw new Error('The replica set has no primary after two minutes');
  sleep(1000);
}
print(`Replica set rs0 ready, primary ${db.hello().primary}`);
