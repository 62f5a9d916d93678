// The system SQLite (Debian's libsqlite3-dev), seen by Swift as the module CSQLite.
#include <sqlite3.h>
