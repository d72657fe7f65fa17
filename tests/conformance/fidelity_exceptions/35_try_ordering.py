# Execution order of try / except / else / finally in many situations.
def run(mode):
    log = []
    try:
        log.append("try")
        if mode == "raise":
            raise ValueError("boom")
        if mode == "return":
            return log + ["returned-from-try"]
    except ValueError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    log.append("after")
    return log


for mode in ("ok", "raise", "return"):
    print(mode, run(mode))


def finally_overrides():
    try:
        return "try"
    finally:
        return "finally"


def finally_swallows():
    try:
        raise KeyError("lost")
    finally:
        return "swallowed"


def loop_control():
    out = []
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append("f%d" % i)
    return out


print(finally_overrides(), finally_swallows(), loop_control())


def else_raises():
    try:
        pass
    except ZeroDivisionError:
        return "not here: else is not protected"
    else:
        1 / 0


try:
    else_raises()
except ZeroDivisionError as e:
    print(type(e).__name__, e)
