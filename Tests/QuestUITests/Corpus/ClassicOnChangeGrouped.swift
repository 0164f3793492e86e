//
//  UnitConverterView.swift
//  Converter
//
//  Created by Student on 7/2/22.
//

import SwiftUI

struct UnitConverterView: View {
    @State var input = 1.0
    @State var inputUnit = 0
    @State var outputUnit = 1
    @State var log: [String] = []

    let units = ["Meters", "Kilometers", "Feet", "Miles"]
    let factors = [1.0, 1000.0, 0.3048, 1609.34]

    var output: Double {
        let meters = input * factors[inputUnit]
        return meters / factors[outputUnit]
    }

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Input")) {
                    TextField("Value", value: $input, formatter: NumberFormatter())
                    Picker("From", selection: $inputUnit) {
                        ForEach(0 ..< units.count) {
                            Text(self.units[$0])
                        }
                    }
                }
                Section(header: Text("Output")) {
                    Picker("To", selection: $outputUnit) {
                        ForEach(0 ..< units.count) {
                            Text(self.units[$0])
                        }
                    }
                    Text("\(output, specifier: "%.3f") \(units[outputUnit])")
                }
                Section(header: Text("History")) {
                    ForEach(log, id: \.self) { entry in
                        Text(entry).font(.caption)
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Converter")
            .onChange(of: outputUnit, perform: { value in
                log.append("Switched output to \(units[value])")
            })
            .onChange(of: inputUnit) { newValue in
                log.append("Switched input to \(units[newValue])")
            }
        }
    }
}

struct UnitConverterView_Previews: PreviewProvider {
    static var previews: some View {
        UnitConverterView()
    }
}
