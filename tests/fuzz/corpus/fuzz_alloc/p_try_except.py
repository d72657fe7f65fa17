‹Atry:
    risky()
except ValueError:
    handle()

try:
    risky()
except (TypeError, KeyError) as e:
    print(e)
except Exception as exc:
    raise RuntimeError("wrapped") from exc
except:
    raise
else:
    ok()
finally:
    cleanup()

try:
    pass
finally:
    pass

try:
    x = int(s)
except ValueError as err:
    x = 0
else:
    x += 1

def f():
    try:
        return compute()
    except ZeroDivisionError:
        return None
    finally:
        print("done")

raise
raise ValueError
raise ValueError("message")
raise ValueError("message") from None
raise CustomError(code=1, detail="x") from original
