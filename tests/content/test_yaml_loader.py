"""The YAML reader behind every content file: safe, and precise about where it fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.yaml_loader import parse_yaml


def test_plain_data_loads():
    assert parse_yaml("a: [1, two]\nb: {c: true}\n", Path("x.yaml")) == {
        "a": [1, "two"], "b": {"c": True}}


def test_python_object_tags_are_refused_with_file_and_line():
    text = "ok: 1\nboom: !!python/object/apply:os.system ['echo hacked']\n"
    with pytest.raises(ContentError) as caught:
        parse_yaml(text, Path("evil.yaml"))
    message = str(caught.value)
    assert "evil.yaml" in message and ":2" in message
