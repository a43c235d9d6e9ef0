// BAD: exit=1 error="no entry point" at=none
// nothing here
