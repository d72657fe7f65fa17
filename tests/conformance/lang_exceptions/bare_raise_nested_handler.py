def stage(n):
    if n == 2:
        raise RuntimeError(f"stage {n} broke")
    return n * 10


def run_all():
    done = []
    for n in range(4):
        try:
            done.append(stage(n))
        except RuntimeError:
            try:
                done.append(-1)
            finally:
                print("  recorded failure at", n)
            if len(done) >= 3:
                raise
    return done


try:
    run_all()
except RuntimeError as e:
    print("outer caught:", e)
