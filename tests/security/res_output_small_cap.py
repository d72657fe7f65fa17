# expect: ok
# args: --max-output 100
# stdout-contains: truncated
for i in range(1000):
    print(i)
