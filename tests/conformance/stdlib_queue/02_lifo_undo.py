import queue

history = queue.LifoQueue()
document = ""
for edit in ["Hello", ", world", "!", " Bye."]:
    history.put(document)
    document += edit
    print(repr(document))

while not history.empty():
    document = history.get()
    print("undo ->", repr(document), "left", history.qsize())
print(history.queue, type(history.queue).__name__)
try:
    history.get_nowait()
except queue.Empty:
    print("nothing to undo")
