// BAD: exit=1 error="'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1" at=2:1
"builtin.module"() ({
}) : () -> ()
