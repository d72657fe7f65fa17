import heapq

def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)

tasks = []
attempt("push no args", lambda: heapq.heappush())
attempt("push three", lambda: heapq.heappush(tasks, 1, 2))
attempt("push keyword", lambda: heapq.heappush(tasks, item=(1, "a")))
attempt("pop no args", lambda: heapq.heappop())
attempt("heapify two", lambda: heapq.heapify(tasks, True))
attempt("heapify kw", lambda: heapq.heapify(x=tasks))
attempt("replace one", lambda: heapq.heapreplace(tasks))
attempt("pushpop", lambda: heapq.heappushpop())
heapq.heappush(tasks, (2, "write"))
heapq.heappush(tasks, (1, "read"))
print(heapq.heappop(tasks), tasks)
