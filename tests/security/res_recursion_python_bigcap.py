# expect: memory | error RecursionError
# args: --max-recursion 100000000
# Python-to-Python calls use no C stack: with no depth limit the frames hit the memory cap.
def f(n):
    return f(n + 1)
f(0)
