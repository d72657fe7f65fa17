# SystemExit and KeyboardInterrupt are not caught by `except Exception`.
def run(fn):
    try:
        fn()
    except Exception as e:
        return "Exception handler: %r" % e
    except BaseException as e:
        return "BaseException handler: %s %r" % (type(e).__name__, e.args)
    return "ok"


def quit_():
    raise SystemExit(2)


def interrupt():
    raise KeyboardInterrupt


print(run(quit_), run(interrupt), run(lambda: 1 / 0))
try:
    exit_code = None
    raise SystemExit("message text")
except SystemExit as e:
    print(e.code, repr(e))
try:
    exit_code = run(lambda: (_ for _ in ()).throw(SystemExit(4)))
except SystemExit as e:
    exit_code = "escaped"
print(exit_code)
