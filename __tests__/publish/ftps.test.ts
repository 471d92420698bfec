/** @jest-environment node */
// The publish tests (support/publishSuite.ts) of the band's site, over FTP with explicit TLS, against ftp-srv.
import { describePublish } from '../support/publishSuite';
import { startFtpHost } from '../support/hosts';

describePublish('FTPS', startFtpHost, 'band');
