def run(step):
    try:
        if step == "interrupt":
            raise KeyboardInterrupt
        if step == "exit":
            raise SystemExit(3)
        if step == "fail":
            raise RuntimeError("step failed")
        return "ok"
    except Exception as e:
        return f"Exception: {type(e).__name__}"
    except BaseException as e:
        return f"BaseException only: {type(e).__name__} {e.args}"


for step in ["work", "fail", "interrupt", "exit"]:
    print(step, "->", run(step))
print(isinstance(SystemExit(1), Exception), isinstance(SystemExit(1), BaseException))
