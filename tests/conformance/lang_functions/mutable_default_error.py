def take_job(queue=["build", "test"]):
    job = queue.pop(0)
    print("running", job, "- left:", queue)
    return job


take_job()
take_job()
take_job(["deploy"])
# the default list was emptied by the first two calls
take_job()
