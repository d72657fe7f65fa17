x = ((((((((((((((((((((1))))))))))))))))))))
y = [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]
z = {"a": {"b": {"c": {"d": {"e": {"f": {"g": 1}}}}}}}
w = f(g(h(i(j(k(l(m(n(o(p(1)))))))))))
v = - - - - - - - - - - - - - - - - - - - - 1
u = not not not not not not not not not not x
t = lambda: lambda: lambda: lambda: lambda: 1
s = a if b else c if d else e if f else g if h else i
if a:
    if b:
        if c:
            if d:
                if e:
                    if f:
                        if g:
                            if h:
                                pass
