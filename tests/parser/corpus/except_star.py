try:
    run()
except* ValueError as eg:
    handle(eg)
except* (TypeError, KeyError):
    pass
else:
    ok()
finally:
    done()

try:
    pass
except* Exception:
    pass
