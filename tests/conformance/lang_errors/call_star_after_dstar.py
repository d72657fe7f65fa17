# `*` after `**` in a call: the caret spans the arguments before it.
def show(*args, **kwargs):
    print(args, kwargs)


opts = {"sep": "-"}
rest = [3, 4]
show(1, verbose=True, **opts, level=2, *rest)
