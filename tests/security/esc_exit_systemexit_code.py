# expect: exit
raise SystemExit(3)
