from enum import StrEnum, auto


class LogLevel(StrEnum):
    DEBUG = auto()
    INFO = auto()
    WARNING = auto()
    ERROR = auto()


settings = {"level": "warning", "targets": ["stdout", "file"]}
level = LogLevel(settings["level"])
order = list(LogLevel)
print(level, repr(level), order.index(level))
for msg_level, msg in [("info", "started"), ("error", "disk full"), ("debug", "x=1"), ("warning", "slow")]:
    lv = LogLevel(msg_level)
    if order.index(lv) >= order.index(level):
        print(f"[{lv.upper():<7}] {msg}")
print(sorted(LogLevel), max(LogLevel), "-".join(LogLevel))
print(LogLevel.INFO.title(), LogLevel.ERROR.center(11, "*"), LogLevel.DEBUG.encode())
print(f"{LogLevel.INFO!r} {LogLevel.INFO!s} {LogLevel.INFO:>8}")
