/** @jest-environment node */
// The publish tests (support/publishSuite.ts) over SFTP, against ssh2's server.
import { describePublish } from '../support/publishSuite';
import { startSftpHost } from '../support/hosts';

describePublish('SFTP', startSftpHost);
