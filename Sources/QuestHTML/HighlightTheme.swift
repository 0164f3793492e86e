/// Colours for `SwiftHighlighter`'s classes, light and dark, as CSS custom properties the site's stylesheet includes.
public enum HighlightTheme {
    /// Light colours on `:root`, dark ones under `prefers-color-scheme: dark` and `[data-theme="dark"]`; all reach
    /// 4.5:1 contrast on white (light) and on `#1e1e22` (dark). Override the `--hl-*` variables to restyle.
    public static let css = """
        :root {
          --hl-plain: #1f1f24;
          --hl-keyword: #9b2393;
          --hl-type: #0b4f79;
          --hl-string: #c41a16;
          --hl-number: #1c00cf;
          --hl-comment: #5d6c79;
          --hl-attribute: #815f03;
          --hl-member: #326d74;
          --hl-macro: #78492a;
          --hl-keypath: #6c36a9;
        }
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme="light"]) {
            --hl-plain: #e5e5e7;
            --hl-keyword: #ff7ab2;
            --hl-type: #6bdfff;
            --hl-string: #ff8170;
            --hl-number: #d9c97c;
            --hl-comment: #8f9ba6;
            --hl-attribute: #e0a872;
            --hl-member: #78c2b3;
            --hl-macro: #fd8f3f;
            --hl-keypath: #dabaff;
          }
        }
        :root[data-theme="dark"] {
          --hl-plain: #e5e5e7;
          --hl-keyword: #ff7ab2;
          --hl-type: #6bdfff;
          --hl-string: #ff8170;
          --hl-number: #d9c97c;
          --hl-comment: #8f9ba6;
          --hl-attribute: #e0a872;
          --hl-member: #78c2b3;
          --hl-macro: #fd8f3f;
          --hl-keypath: #dabaff;
        }
        code .hl-keyword { color: var(--hl-keyword); font-weight: 600; }
        code .hl-type { color: var(--hl-type); }
        code .hl-string { color: var(--hl-string); }
        code .hl-interpolation { color: var(--hl-plain); }
        code .hl-number { color: var(--hl-number); }
        code .hl-comment { color: var(--hl-comment); font-style: italic; }
        code .hl-attribute { color: var(--hl-attribute); }
        code .hl-member { color: var(--hl-member); }
        code .hl-macro { color: var(--hl-macro); }
        code .hl-keypath { color: var(--hl-keypath); }

        """
}
