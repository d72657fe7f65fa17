# expect: error TypeError
# args: --callback-stress
# stderr-contains: sequence item 1: expected str instance, Dyn found
# A replacement function returns an instance of a class made on the fly;
# later calls drop it and force collections. The error raised after the
# last call names the first bad result's type, which re.sub keeps rooted
# until then (it once kept only a pointer to the name's characters).
import re
n = [0]
def repl(m):
    n[0] += 1
    if n[0] == 1:
        return type("".join(["D", "y", "n"]), (), {})()
    junk = [[str(i) * 20] for i in range(3000)]
    return "x"
re.sub("a", repl, "babababababababab")
