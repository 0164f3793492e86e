//
//  SettingsView.swift
//  Pomodoro
//

import SwiftUI

enum AppearanceMode: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct PomodoroSettingsView: View {
    @AppStorage("focusMinutes") private var focusMinutes = 25
    @AppStorage("breakMinutes") private var breakMinutes = 5.0
    @AppStorage("soundEnabled") private var soundEnabled = true
    @AppStorage("appearance") private var appearance: AppearanceMode = .system
    @State private var showResetAlert = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Timer"), footer: Text("Short breaks help you stay focused.")) {
                    Stepper("Focus: \(focusMinutes) min", value: $focusMinutes, in: 5...60, step: 5)
                    VStack(alignment: .leading) {
                        Text("Break: \(Int(breakMinutes)) min")
                        Slider(value: $breakMinutes, in: 1...15, step: 1) {
                            Text("Break")
                        } minimumValueLabel: {
                            Text("1")
                        } maximumValueLabel: {
                            Text("15")
                        }
                    }
                }

                Section(header: Text("Appearance")) {
                    Picker("Mode", selection: $appearance) {
                        ForEach(AppearanceMode.allCases) { mode in
                            Text(mode.rawValue.capitalized).tag(mode)
                        }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Toggle(isOn: $soundEnabled) {
                        Label("Sounds", systemImage: "speaker.wave.2")
                    }
                }

                Section {
                    Button("Reset to defaults") {
                        showResetAlert = true
                    }
                    .foregroundColor(.red)
                }
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .alert(isPresented: $showResetAlert) {
                Alert(
                    title: Text("Reset settings?"),
                    message: Text("Your timer lengths will go back to 25 and 5 minutes."),
                    primaryButton: .destructive(Text("Reset")) {
                        focusMinutes = 25
                        breakMinutes = 5
                    },
                    secondaryButton: .cancel()
                )
            }
        }
        .preferredColorScheme(appearance == .dark ? .dark : appearance == .light ? .light : nil)
    }
}

struct PomodoroSettingsView_Previews: PreviewProvider {
    static var previews: some View {
        PomodoroSettingsView()
    }
}
