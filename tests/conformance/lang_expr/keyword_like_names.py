# Names that start like keywords, keywords next to operators, and strings
# whose bodies hold quotes, backslashes and other quote characters.
iff, nott, orr, andd, iss, inn, el, elsee, fo, forr = 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
Nonee, TrueX, FalseY, _None, None_ = "a", "b", "c", "d", "e"
classes, define, delta, excepted, finals, globals_, imports, lambdas = range(8)
passed, raised, returned, tries, whiled, withs, yields, asserted = range(8)
breaks, continues, async_, awaited, nonlocals, froms, aso, ass = range(8)
print(iff + nott + orr + andd + iss + inn + el + elsee + fo + forr)
print(Nonee + TrueX + FalseY + _None + None_)
print(classes, define, delta, excepted, finals, globals_, imports, lambdas)
print(passed, raised, returned, tries, whiled, withs, yields, asserted)
print(breaks, continues, async_, awaited, nonlocals, froms, aso, ass)
x = 5
print(x if(x>3)else-x, not(x), [x]if x else[], x in[5], x is not None, x or-1)
print(-x**2, (not x)or(x), x and(x), x//2 or 3)
ünïcödé = "names with non-ASCII letters"
print(ünïcödé, len(ünïcödé))
s1 = 'it\'s "quoted" \\ done'
s2 = "tab\there, quote ' and \" inside"
s3 = '''triple 'single' with "double"
and a second line \\ with a backslash'''
s4 = r'raw \n stays \' here'
s5 = f"{x!r:>4}|{s1[:4]}|{'nested'}|{x=}"
print(s1)
print(s2)
print(s3)
print(s4)
print(s5)
print(len(s1), len(s2), len(s3), len(s4))
longname_with_many_characters_abcdefghijklmnopqrstuvwxyz0123456789 = 42
print(longname_with_many_characters_abcdefghijklmnopqrstuvwxyz0123456789)
