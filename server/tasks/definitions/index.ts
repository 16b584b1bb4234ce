/** Every task declaration; importing this module registers them (one line per resource). */
import './accountType';
import './accountFlow';
import './standardCity';
import './accountSubject';
import './auditLog';
