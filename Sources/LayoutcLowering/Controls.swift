import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// Controls at iOS's intrinsic sizes, as the style modifiers above them choose
/// (`ControlEnvironment`). Each metric cites its source or is an estimate (the node it sizes is
/// marked `isEstimated`, and docs/layout.md "Screen views" lists it).
extension LoweringBuilder {
  /// A colour as a `Color(red:green:blue:opacity:)` value, for a Text's foreground.
  func colorValue(_ c: RGBA) -> Value {
    .member(type: "Color", name: "init", arguments: [.double(c.red), .double(c.green), .double(c.blue), .double(c.alpha)])
  }

  /// A fixed-size control part: an implicit node of `width`×`height` drawn as `paint`.
  func controlPart(_ name: String, width: Double, height: Double, paint: ControlPaint?, estimated: Bool, cause i: Instance) -> NodeID {
    var e = implicitEntry(name, kind: .view, cause: i)
    e.control = paint
    e.isEstimated = estimated
    return add(.image(width: width, height: height, resizable: false), entry: e)
  }

  /// `Toggle`: its label, a Spacer and the 51×31 switch (UISwitch's fixed size: Apple's UIKit
  /// documentation, "UISwitch": the switch's size is fixed; 51×31 measured since iOS 7), so the
  /// row takes the width it is offered. Green when on (systemGreen, the default tint of a switch
  /// on iOS), else the `tint`. `Stepper`: its − / + control, 94×32 (UIStepper's size, estimate).
  /// `.toggleStyle(.button)`: a bordered button showing the label.
  func toggle(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    if i.viewID == .toggle, controls.style(ToggleStyleName.self) == .button {
      let on = i.arguments["isOn"]?.boundValue == .bool(true)
      var labelEnv = env
      labelEnv.foreground = colorValue(on ? ColorResolution.named("white", in: appearance)! : controls.tint)
      return borderedButton(i, label: lowerAll(i.children, labelEnv), env, prominent: on)
    }
    // `labelsHidden()`: the switch (or stepper) alone, centred where the toggle is placed.
    var children = controls.labelsHidden ? [] : lowerAll(i.children, env)
    if !controls.labelsHidden, let icon = symbol(i, "systemImage", env) {
      children = [add(.hStack(alignment: .center, spacing: nil), [icon] + children, entry: implicitEntry("Label", kind: .view, cause: i))]
    }
    if !controls.labelsHidden { children.append(add(.spacer(minLength: nil), entry: implicitEntry("Spacer", kind: .view, cause: i))) }
    if i.viewID == .stepper {
      children.append(controlPart("UIStepper", width: 94, height: 32, paint: .stepper, estimated: true, cause: i))
    } else {
      let on = i.arguments["isOn"]?.boundValue == .bool(true)
      let tint = controls.tint == ColorResolution.named("accentColor", in: appearance)! ? ColorResolution.named("green", in: appearance)! : controls.tint
      children.append(controlPart("UISwitch", width: 51, height: 31, paint: .toggle(isOn: on, tint: tint), estimated: false, cause: i))
    }
    return add(.hStack(alignment: .center, spacing: nil), children, entry: entry(i))
  }

  /// Picker, LabeledContent and DatePicker: the title at the leading edge, the value at the
  /// trailing edge, a Spacer between (the row takes the width it is offered). A menu Picker (the
  /// default on iOS 16 and later) shows the chosen row's text in the secondary colour and an
  /// up-down chevron (8×13, estimate); `.segmented` is a UISegmentedControl across the width.
  func labeledRow(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    if i.viewID == .picker, controls.style(PickerStyleName.self) == .segmented { return segmented(i, env) }
    var title = controls.labelsHidden ? [] : lowerAll(children(i, slot: "label"), env)
    if title.isEmpty, !controls.labelsHidden, let t = titleText(i, in: env) { title = [t] }
    var secondary = env
    secondary.foreground = .member(type: "Color", name: "secondary", arguments: [])
    var value: [NodeID] = []
    if i.viewID == .labeledContent {
      value = lowerAll(children(i, slot: "content"), env)
      if value.isEmpty, let v = titleText(i, "value", in: secondary) { value = [v] }
    } else if i.viewID == .picker {
      if let chosen = chosenRow(i) { value = lower(chosen, secondary) }
      let chevron = controlPart("chevron", width: 8, height: 13, paint: .chevron(.upDown, ColorResolution.named("secondary", in: appearance)!),
        estimated: true, cause: i)
      value = [add(.hStack(alignment: .center, spacing: 4), value + [chevron], entry: implicitEntry("HStack", kind: .view, cause: i))]
      if controls.listStyle == nil, title.isEmpty == false {
        // Outside a form a menu picker shows only its value and chevrons, in the tint.
        var tinted = env
        tinted.foreground = colorValue(controls.tint)
        if let chosen = chosenRow(i) {
          let shown = lower(chosen, tinted)
          let chev = controlPart("chevron", width: 8, height: 13, paint: .chevron(.upDown, controls.tint), estimated: true, cause: i)
          return add(.hStack(alignment: .center, spacing: 4), shown + [chev], entry: entry(i))
        }
      }
    }
    let spacer = add(.spacer(minLength: nil), entry: implicitEntry("Spacer", kind: .view, cause: i))
    return add(.hStack(alignment: .center, spacing: nil), title + [spacer] + value, entry: entry(i))
  }

  /// The Picker row whose `.tag` equals the selection's current value, or the first row when
  /// the selection is not known. A row a ForEach made without `.tag` is tagged with its id
  /// (Apple's Picker documentation, "Iterating over a picker's options": "ForEach
  /// automatically assigns a tag to the selection views using each option's id").
  func chosenRow(_ i: Instance) -> Instance? {
    let rows = children(i, slot: "content")
    let selection = i.arguments["selection"]?.boundValue
    func tag(_ r: Instance) -> Value? {
      if r.modifierID == .tag { return r.arguments["_0"] }
      return r.children.first.flatMap(tag)
    }
    func stripped(_ r: Instance) -> Instance { r.modifierID == .tag ? (r.children.first.map(stripped) ?? r) : r }
    let implicitTag = selection.map { IdentityPath.Component.element(IdentityPath.explicitText($0.description)) }
    func matches(_ r: Instance) -> Bool {
      if let t = tag(r) { return t == selection }
      return implicitTag.map { r.identity.components.dropFirst(i.identity.count).contains($0) } ?? false
    }
    let chosen = selection == nil ? rows.first : rows.first(where: matches) ?? rows.first
    return chosen.map(stripped)
  }

  /// `.pickerStyle(.segmented)`: UISegmentedControl, 32 high (estimate: its default height,
  /// measured), the width divided equally among the rows, each row's text centred in 13-point
  /// type (estimate); the chosen segment drawn as a white raised rounded rectangle.
  func segmented(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var segmentEnv = env
    segmentEnv.font = ResolvedFont(size: 13, weight: "regular", textStyle: "footnote")
    segmentEnv.lineLimit = 1
    let chosen = chosenRow(i)
    let rows = children(i, slot: "content")
    var segments: [NodeID] = []
    for r in rows {
      let plain = r.modifierID == .tag ? (r.children.first ?? r) : r
      let content = lower(plain, segmentEnv)
      var e = implicitEntry("Segment", kind: .view, cause: i)
      if chosen === plain || (chosen != nil && chosen!.identity == plain.identity) {
        var paint = Paint()
        // The selected segment: white, a grey of 99,99,102 in the dark appearance (an estimate).
        paint.fill = appearance == .dark ? .bytes(99, 99, 102) : .bytes(255, 255, 255)
        paint.cornerRadius = 7
        e.paint = paint
      }
      let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 28, maxHeight: 28)
      segments.append(add(.flexibleFrame(frame), content.isEmpty ? [] : [single(content, cause: i)], entry: e))
    }
    let stack = add(.hStack(alignment: .center, spacing: 0), segments, entry: implicitEntry("HStack", kind: .view, cause: i))
    let inset = add(.padding(EdgeInsets(all: 2)), [stack], entry: implicitEntry("padding", kind: .modifier, cause: i))
    var e = entry(i)
    e.isEstimated = true
    var paint = Paint()
    paint.fill = .bytes(118, 118, 128, 0.12)
    paint.cornerRadius = 9
    e.paint = paint
    let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 32, maxHeight: 32)
    return add(.flexibleFrame(frame), [inset], entry: e)
  }

  /// TextField and SecureField. Plain (the default, and in a form row): the whole proposed
  /// width, one line of the font high, showing the bound text, or the placeholder in the
  /// placeholder colour when the text is empty (UITextField's `placeholder`: "displayed when
  /// there is no other text in the text field"); a SecureField shows a bullet per character.
  /// `.roundedBorder`: 34 high (UITextField's rounded-rect height, estimate: Interface Builder's
  /// default), the text inset 7 (estimate), a white field with a light grey 0.5-point border and
  /// 5-point corners (estimate).
  func textField(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var placeholder = env
    placeholder.lineLimit = 1
    placeholder.foreground = colorValue(ColorResolution.uiKit("placeholderText", in: appearance)!)
    let line = typedText(i, env) ?? titleText(i, in: placeholder) ?? add(.spacer(minLength: 0), entry: implicitEntry("Spacer", kind: .view, cause: i))
    guard controls.style(TextFieldStyleName.self) == .roundedBorder else {
      let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
      return add(.flexibleFrame(frame), [line], entry: entry(i))
    }
    let padded = add(.padding(EdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 7)), [line], entry: implicitEntry("padding", kind: .modifier, cause: i))
    var e = entry(i)
    e.isEstimated = true
    var paint = Paint()
    paint.fill = ColorResolution.uiKit("systemBackground", in: appearance)
    paint.stroke = ColorResolution.uiKit("separator", in: appearance)
    paint.strokeWidth = 0.5
    paint.strokeInside = true
    paint.cornerRadius = 5
    e.paint = paint
    let frame = FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 34, maxHeight: 34, alignment: .leading)
    return add(.flexibleFrame(frame), [padded], entry: e)
  }

  /// The text a TextField's binding holds, on one line; nil when it is empty or not known.
  func typedText(_ i: Instance, _ env: TextEnvironment) -> NodeID? {
    guard case .string(let typed)? = i.arguments["text"]?.boundValue, !typed.isEmpty else { return nil }
    let shown = i.viewID == .secureField ? String(repeating: "\u{2022}", count: typed.count) : typed
    var line = env
    line.lineLimit = 1
    var e = implicitEntry("Text", kind: .view, cause: i)
    e.text = shown
    return text(shown, line, entry: e)
  }

  /// ProgressView: a 20×20 spinner (UIActivityIndicatorView's medium size, UIKit's header:
  /// "UIActivityIndicatorViewStyleWhite // 20x20") above its label; with `value:` (or
  /// `.progressViewStyle(.linear)`) a 4-point bar across the proposed width (UIProgressView's
  /// default bar, estimate) below its label, the tint over the completed fraction.
  func progressView(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var label = lowerAll(i.children, env)
    if label.isEmpty, let t = titleText(i, in: env) { label = [t] }
    let style = controls.style(ProgressViewStyleName.self)
    if (i.arguments["value"] != nil && style != .circular) || style == .linear {
      // ProgressView's `total`, or a Gauge's `in` bounds (0...1 by default).
      var low = 0.0, total = ArgumentReading.number(i.arguments["total"]) ?? 1
      if case .range(let lo, let hi, _)? = i.arguments["in"] { low = Double(lo); total = Double(hi - lo) }
      let value = (ArgumentReading.number(i.arguments["value"]) ?? 0) - low
      let fraction = total > 0 ? min(1, max(0, value / total)) : 0
      var e = implicitEntry("UIProgressView", kind: .view, cause: i)
      e.control = .progressBar(fraction: fraction, tint: controls.tint)
      e.isEstimated = true
      let bar = add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 4, maxHeight: 4)), entry: e)
      return add(.vStack(alignment: .leading, spacing: nil), label + [bar], entry: entry(i))
    }
    let spinner = controlPart("UIActivityIndicatorView", width: 20, height: 20, paint: .spinner, estimated: false, cause: i)
    return add(.vStack(alignment: .center, spacing: nil), [spinner] + label, entry: entry(i))
  }

  /// Slider: a track across the proposed width, 31 points high (UISlider's height with its
  /// 28-point thumb, estimate), after its label if any; the tint up to the value.
  func slider(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    var fraction = 0.5
    if let v = i.arguments["value"]?.boundValue.flatMap({ ArgumentReading.number($0) }) {
      if case .range(let lo, let hi, _)? = i.arguments["in"], hi > lo { fraction = (v - Double(lo)) / Double(hi - lo) } else { fraction = v }
      fraction = min(1, max(0, fraction))
    }
    var e = implicitEntry("UISlider", kind: .view, cause: i)
    e.control = .slider(fraction: fraction, tint: controls.tint)
    e.isEstimated = true
    let bar = add(.flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 31, maxHeight: 31)), entry: e)
    return add(.hStack(alignment: .center, spacing: nil), lowerAll(i.children, env) + [bar], entry: entry(i))
  }
}
