"""Drop-in replacements for other projects' tool-call APIs, backed by toolcalls.

- :mod:`toolcalls.compat.nemo`: NeMo AutoModel's evaluation parser
  (``nemo_automodel.components.eval.tool_call_parser``): ``ParsedToolCall``,
  ``parse_tool_calls`` and ``compute_sample_metrics``. Switch with one import line::

      # was: from nemo_automodel.components.eval import tool_call_parser as nemo
      from toolcalls.compat import nemo

docs/metrics.md ("Switching from NeMo AutoModel") says where the answers differ.
"""
