# expect: ok
# args: --callback-stress
# stdout: error missing ), unterminated subpattern at position 0 8
# stdout: error bad escape \q at position 0 8
# stdout: error invalid group reference 5 at position 1 8
# stdout: error nothing to repeat at position 0 8
# re.error's __init__ is Python code a snippet can replace: raised from the
# pattern translator, the template parser and the compiler, it runs while
# those natives are mid-way. Here it fills the pattern cache past its size
# (evicting entries), compiles more patterns and forces collections.
import re
orig = re.error.__init__
def init(self, msg, pattern=None, pos=None):
    for i in range(600):
        re.compile("x%d" % i)
    junk = [[str(i) * 10] for i in range(2000)]
    orig(self, msg, pattern, pos)
re.error.__init__ = init
cases = [lambda: re.compile("(abc"), lambda: re.sub("a", "\\q", "aaa"),
         lambda: re.sub("(a)", "\\5", "aaa"), lambda: re.compile("*")]
for f in cases:
    try:
        f()
    except re.error as e:
        print("error", e, len(re.compile("(a)(b)(c)(d)(e)(f)(g)(h)").findall("abcdefgh")[0]))
