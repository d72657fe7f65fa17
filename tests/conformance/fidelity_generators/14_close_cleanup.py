# close() raises GeneratorExit at the paused yield; finally blocks run.
def resource(name):
    print("  open", name)
    try:
        while True:
            yield name
    except GeneratorExit:
        print("  GeneratorExit in", name)
        raise
    finally:
        print("  close", name)


r = resource("db")
print(next(r), next(r))
print(r.close())
print(r.close())
print(next(r, "nothing"))

unstarted = resource("never")
unstarted.close()
print(next(unstarted, "unstarted closed"))


def swallow():
    try:
        yield 1
    except GeneratorExit:
        print("  returning instead")
        return "ignored value"


s = swallow()
next(s)
print(s.close())
