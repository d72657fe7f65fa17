# expect: exit
raise KeyboardInterrupt
