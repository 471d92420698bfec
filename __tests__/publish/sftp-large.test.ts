/** @jest-environment node */
// The publish tests (support/publishSuite.ts) of the large catalogue over the band's site, over SFTP, against ssh2's server.
import { describePublish } from '../support/publishSuite';
import { startSftpHost } from '../support/hosts';

describePublish('SFTP', startSftpHost, 'large');
