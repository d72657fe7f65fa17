# expect: ok
# args: --max-memory 64M
# stdout: other 2
# The compiler checks that the alternatives of an or-pattern bind the same
# names with a scratch list per alternative: 60,000 alternatives (120 kB of
# source) took 50 MB of them, and the cases of a long match one each. The
# lists are reused, so this compiles within the cap as it does in CPython.
x = 5
match x:
    case <<<'|'.join(['0'] * 60000)>>>:
        print("zero")
    case ([a, b, 1] | (a, b, 3)) | ([b, a, 2] | (b, a, 4)):
        print("pair", a, b)
    case _:
        print("other", 2)
