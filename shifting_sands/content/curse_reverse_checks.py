def content_problems(folder, content):
    return []
