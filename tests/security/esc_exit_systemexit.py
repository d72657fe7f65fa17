# expect: exit
raise SystemExit
